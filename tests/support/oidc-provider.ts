import Provider from 'oidc-provider'
import { freePort } from './free-port.ts'

export type OidcAccountClaims = {
  email: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  picture?: string
}

/**
 * A real OpenID Connect provider (oidc-provider with its development login and consent pages)
 * on loopback, for one client whose callback is `${appUrl}/api/callback`. Any login signs in;
 * its claims come from `accounts` (changeable between sign-ins), else `${login}@example.com`.
 */
export async function startOidcProvider(appUrl: string) {
  const port = await freePort()
  const issuer = `http://127.0.0.1:${port}`
  const accounts = new Map<string, OidcAccountClaims>()
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'ironlog',
        client_secret: 'ironlog-secret',
        redirect_uris: [`${appUrl}/api/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, ...(accounts.get(sub) ?? { email: `${sub}@example.com` }) }),
    }),
  })
  const server = provider.listen(port, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))

  /**
   * Walks the provider's pages from an authorization URL as a browser would (login, then
   * consent) and answers the URL it sends the browser back to (the app's callback).
   */
  async function authorize(authorizationUrl: string, login: string): Promise<URL> {
    const cookies = new Map<string, string>()
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const keepCookies = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        cookies.set(pair.slice(0, at), pair.slice(at + 1))
      }
    }
    let url = new URL(authorizationUrl)
    for (let step = 0; step < 12; step++) {
      if (url.origin !== issuer) return url
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } })
      keepCookies(res)
      const location = res.headers.get('location')
      if (location) {
        url = new URL(location, url)
        continue
      }
      const page = await res.text()
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1]
      if (!action || !prompt) throw new Error(`unexpected provider page ${res.status}: ${page}`)
      const form = new URLSearchParams({ prompt, login, password: 'anything' })
      const submitted = await fetch(new URL(action, url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      })
      keepCookies(submitted)
      url = new URL(submitted.headers.get('location')!, url)
    }
    throw new Error('the provider never sent the browser back')
  }

  return {
    issuer,
    accounts,
    authorize,
    settings: { issuer, clientId: 'ironlog', clientSecret: 'ironlog-secret' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
