/**
 * What a visitor does on the server-rendered page before the app has taken it over (its scripts are still on the
 * way): links are plain links and work, but a choice in the language selector would be lost. The entry records it
 * from the start (index.ts), and the bootstrap applies it before it hydrates or renders (bootstrap.tsx).
 */
let chosenLanguage: string | undefined;

function onChange(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLSelectElement && target.name === 'lng') chosenLanguage = target.value;
}

export function recordEarlyInput(): void {
  document.addEventListener('change', onChange, true);
}

/** The language chosen before the app ran, if any; stops recording (the app handles the selector from now on). */
export function takeEarlyLanguage(): string | undefined {
  document.removeEventListener('change', onChange, true);
  return chosenLanguage;
}
