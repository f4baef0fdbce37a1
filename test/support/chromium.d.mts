export function findChromium(): string | undefined
export function findTestBrowser(): string | undefined
export function findHeadlessShell(): string | undefined
export const CHROMIUM_ARGS: string[]
