/**
 * Without plugins/static-regions: the code of the regions and islands declared so far, loading (./index.tsx
 * adds each as it is declared; ./hydrate.ts waits for them before React hydrates the page).
 */
const loads: Promise<unknown>[] = []

export function awaitBeforeHydration(load: Promise<unknown>): void {
  loads.push(load)
}

export const declaredLoads = (): Promise<unknown[]> => Promise.allSettled(loads)
