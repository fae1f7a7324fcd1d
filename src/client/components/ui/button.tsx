import { Slot } from '@radix-ui/react-slot'
import type { VariantProps } from 'class-variance-authority'
import { isValidElement, type ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'
import { buttonVariants } from './button-variants.ts'
import { Tooltip } from './tooltip.tsx'

export { buttonVariants }

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean }

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  const button = <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />
  // docs/product/constants.md: an icon-only button shows its name in a tooltip, so every one gets it here.
  const iconOnly = size === 'icon' || size === 'icon-sm'
  // A link drawn as an icon button (asChild) carries its name on the link itself.
  const label =
    props['aria-label'] ??
    (asChild && isValidElement<{ 'aria-label'?: string }>(props.children)
      ? props.children.props['aria-label']
      : undefined)
  return iconOnly && label ? <Tooltip label={label}>{button}</Tooltip> : button
}
