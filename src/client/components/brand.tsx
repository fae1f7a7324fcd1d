// No cn() here: the brand is on the landing page, which must not load tailwind-merge (issue 7).

/** The Ironlog mark: a loaded barbell seen end-on. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <g className="fill-primary-foreground">
        <rect x="5" y="10" width="4" height="12" rx="1.5" />
        <rect x="23" y="10" width="4" height="12" rx="1.5" />
        <rect x="9" y="12.5" width="3" height="7" rx="1" />
        <rect x="20" y="12.5" width="3" height="7" rx="1" />
        <rect x="12" y="15" width="8" height="2" rx="0.5" />
      </g>
    </svg>
  )
}

/** The mark and the name; `small` for footers. */
export function Brand({ small = false }: { small?: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${small ? 'text-base' : 'text-lg'}`}
    >
      <BrandMark />
      Ironlog
    </span>
  )
}
