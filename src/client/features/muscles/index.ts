// What other screens use of the muscles feature: the exercise page shows one exercise's muscles
// on the same body map, and sets them with the same dialog.
export { AssignMusclesDialog } from './assign-muscles-dialog.tsx'
export { BodyFigure } from './body-map.tsx'
export { SHADE_CLASSES, type Shade } from './muscle-map-model.ts'
