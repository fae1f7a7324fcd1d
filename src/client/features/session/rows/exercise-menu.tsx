import { Trans, useLingui } from '@lingui/react/macro'
import {
  ArrowDownIcon,
  ArrowLeftRightIcon,
  ArrowUpIcon,
  EllipsisVerticalIcon,
  FlameIcon,
  InfoIcon,
} from 'lucide-react'
import { useState } from 'react'
import { ExerciseLink } from '#client/components/exercise-link.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx'
import { useExerciseName } from '#client/lib/exercise-names.ts'

/**
 * docs/product/exercises.md: an exercise's menu in the session: its page, "Replace exercise",
 * "Add warm-up sets", and moving it up or down, in this workout or "Also in the day".
 */
export function ExerciseMenu({
  name,
  canMoveUp,
  canMoveDown,
  onReplace,
  onWarmUp,
  onMove,
}: {
  name: string
  canMoveUp: boolean
  canMoveDown: boolean
  onReplace: () => void
  onWarmUp: () => void
  onMove: (by: -1 | 1, alsoInDay: boolean) => void
}) {
  const { t } = useLingui()
  const shownName = useExerciseName()(name)
  const [alsoInDay, setAlsoInDay] = useState(false)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground"
          aria-label={t`${shownName} options`}
        >
          <EllipsisVerticalIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <ExerciseLink name={name} className="no-underline! hover:no-underline">
            <InfoIcon aria-hidden="true" />
            <Trans>About {shownName}</Trans>
          </ExerciseLink>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onReplace}>
          <ArrowLeftRightIcon aria-hidden="true" />
          <Trans>Replace exercise</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onWarmUp}>
          <FlameIcon aria-hidden="true" />
          <Trans>Add warm-up sets</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={!canMoveUp} onSelect={() => onMove(-1, alsoInDay)}>
          <ArrowUpIcon aria-hidden="true" />
          <Trans>Move up</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!canMoveDown} onSelect={() => onMove(1, alsoInDay)}>
          <ArrowDownIcon aria-hidden="true" />
          <Trans>Move down</Trans>
        </DropdownMenuItem>
        {/* A check item: the menu stays open, so the lifter then picks the move. */}
        <DropdownMenuCheckboxItem
          checked={alsoInDay}
          disabled={!canMoveUp && !canMoveDown}
          onSelect={(event) => event.preventDefault()}
          onCheckedChange={setAlsoInDay}
        >
          <span className="pl-6">
            <Trans>Also in the day</Trans>
          </span>
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
