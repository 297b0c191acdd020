/** Why node_modules must be (re)installed for the project at `projectRoot`, or null when it matches package-lock.json. */
export function installReason(projectRoot?: string): string | null;
