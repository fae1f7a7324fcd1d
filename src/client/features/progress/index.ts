// What other screens use of the progress feature: the exercise page shows the rule and its plan.
export { PlanSection } from './plan-section.tsx'
