export { Stepper, stepState, stepStates } from './stepper';
export type { StepperProps, StepperStep, StepState } from './stepper';
