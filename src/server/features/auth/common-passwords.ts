// Refuses the 10,000 most common passwords (list shipped beside this file; nothing is fetched).
import fs from 'node:fs';

let list: Set<string> | undefined;

function load(): Set<string> {
  const text = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
}

export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}
