import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import type { AdditionalModeValue } from '#shared/domain/set-values.ts'

/*
 * A set's kind and extra-weight mode as a screen names them, in the lifter's language
 * (docs/product/languages.md); shared/domain's KIND_LABELS and MODE_LABELS stay the English of
 * the API, the importers and the exports.
 */
const KINDS: Record<SetKind, MessageDescriptor> = {
  warmup: msg`Warm-up`,
  working: msg`Working`,
  drop: msg`Drop`,
  failure: msg`Failure`,
}

const MODES: Record<AdditionalModeValue, MessageDescriptor> = {
  eccentric: msg`Eccentric`,
  chains: msg`Chains`,
  inverseChains: msg`Inverse Chains`,
}

/** docs/product/screens.md's set-type badge: 'Warm-up', 'Working', 'Drop', 'Failure'. */
export function kindLabel(kind: SetKind): string {
  return i18n._(KINDS[kind])
}

/** docs/product/states.md: the label of a set's extra-weight mode, 'None' without one. */
export function modeName(mode: AdditionalModeValue | null): string {
  return mode ? i18n._(MODES[mode]) : i18n._(msg`None`)
}
