// Types of chromium.mjs for the TypeScript callers (the e2e journeys, the story tests' config).
export const CHROMIUM: string;
export const HEADLESS_SHELL: string;
export function headlessBrowser(): string;
