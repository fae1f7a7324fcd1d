import { ArrowLeftIcon } from 'lucide-react'
import { Link } from 'wouter'
import { Button } from './ui/button.tsx'

/** A header's title for a screen under another: the way back, the title and what it is. */
export function BackTitle({
  backHref,
  backLabel,
  title,
  subtitle,
}: {
  backHref: string
  backLabel: string
  title: string
  subtitle?: string
}) {
  return (
    <>
      <Button asChild variant="ghost" size="icon">
        <Link href={backHref} aria-label={backLabel}>
          <ArrowLeftIcon />
        </Link>
      </Button>
      <div className="min-w-0">
        <h1 className="truncate text-lg leading-tight font-bold">{title}</h1>
        {subtitle && <p className="text-xs text-muted-foreground">{subtitle}</p>}
      </div>
    </>
  )
}
