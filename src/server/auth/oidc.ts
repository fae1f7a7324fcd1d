import type * as Oidc from 'openid-client'

/** Loaded on the first OIDC sign-in: a server without OIDC never holds it (issue 18, memory). */
const openidClient = () => import('openid-client')

export type OidcSettings = { issuer: string; clientId: string; clientSecret?: string | undefined }

export type OidcProfile = {
  /** docs/product/sign-in-and-processes.md: the account at the provider is (issuer, subject), not the e-mail. */
  issuer: string
  subject: string
  email: string
  /** Only a verified e-mail may join an existing account of that e-mail. */
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
}

export type PendingLogin = { codeVerifier: string; state: string; returnTo: string }

/** OpenID Connect sign-in: authorization code flow with PKCE (docs/product/accounts.md). */
export class OidcClient {
  private config: Promise<Oidc.Configuration> | null = null

  constructor(
    private readonly settings: OidcSettings,
    private readonly redirectUri: string,
  ) {}

  private configuration(): Promise<Oidc.Configuration> {
    // Discovery happens on first use and is retried after a failure (the provider may start later).
    this.config ??= openidClient()
      .then((oidc) =>
        oidc.discovery(
          new URL(this.settings.issuer),
          this.settings.clientId,
          this.settings.clientSecret,
          undefined,
          new URL(this.settings.issuer).protocol === 'http:'
            ? { execute: [oidc.allowInsecureRequests] }
            : undefined,
        ),
      )
      .catch((error: unknown) => {
        this.config = null
        throw error
      })
    return this.config
  }

  async start(returnTo: string): Promise<{ url: string; pending: PendingLogin }> {
    const [oidc, config] = await Promise.all([openidClient(), this.configuration()])
    const codeVerifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
    })
    return { url: url.href, pending: { codeVerifier, state, returnTo } }
  }

  async finish(callbackUrl: URL, pending: PendingLogin): Promise<OidcProfile> {
    const [oidc, config] = await Promise.all([openidClient(), this.configuration()])
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
    })
    const claims = tokens.claims()
    if (!claims) throw new Error('The provider answered without an ID token')
    const info: Record<string, unknown> = { ...claims }
    if (typeof info.email !== 'string' || info.email_verified === undefined) {
      Object.assign(info, await oidc.fetchUserInfo(config, tokens.access_token, claims.sub))
    }
    if (typeof info.email !== 'string' || !info.email) {
      throw new Error('The provider did not share an e-mail address')
    }
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: info.email,
      // Some providers send the flag as a string.
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      firstName: text(info.given_name),
      lastName: text(info.family_name),
      profileImageUrl: text(info.picture),
    }
  }
}
