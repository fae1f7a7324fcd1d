import { ArrowLeftIcon } from 'lucide-react'
import { Link } from 'wouter'
import { AppHeader } from '#client/components/app-header.tsx'
import { buttonVariants } from '#client/components/ui/button.tsx'

/** The header of a screen reached from home: back to home, and the screen's name. */
export function BackHeader({ title }: { title: string }) {
  return (
    <AppHeader
      title={
        <>
          <Link
            href="/"
            aria-label="Back to home"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: '-ml-2' })}
          >
            <ArrowLeftIcon />
          </Link>
          <h1 className="truncate text-lg font-bold">{title}</h1>
        </>
      }
    />
  )
}
