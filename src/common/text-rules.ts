/**
 * The one rule for text that people and clients send (docs/API.md "Text input"): control
 * characters other than tab, line feed and carriage return are refused. PostgreSQL cannot
 * store U+0000 at all, and the others (bell, backspace, escape, …) never belong in a title,
 * tag, note or search; refusing them with a clear message beats storing them or failing later.
 * Text that arrives inside files (imports) or fetched pages is cleaned with stripControlCharacters
 * instead, since one stray byte must not cost a user a whole import.
 */

// C0 controls except \t \n \r, and DEL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The first forbidden control character in `text`, written as U+XXXX, or undefined. */
export function forbiddenCharacterIn(text: string): string | undefined {
  const match = CONTROL_CHARACTER.exec(text);
  if (!match) return undefined;
  return `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The sentence a client sees when `where` holds the forbidden `character`. */
export function forbiddenCharacterMessage(where: string, character: string): string {
  return `${where} contains a control character (${character}), which Satchel does not accept in text. Remove it and try again.`;
}

/** `text` without forbidden control characters (for text read from files and fetched pages). */
export function stripControlCharacters(text: string): string {
  return CONTROL_CHARACTER.test(text) ? text.replace(CONTROL_CHARACTERS, '') : text;
}

/**
 * The path (e.g. `variables.input.title`) and character of the first forbidden control character
 * in any string or object key of a parsed JSON or form value, or undefined when it is clean.
 * Walks with its own stack: a body nested thousands deep must not overflow the call stack.
 */
export function findForbiddenCharacter(
  value: unknown,
  path: string,
): { path: string; character: string } | undefined {
  const pending: Array<[unknown, string]> = [[value, path]];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      const character = forbiddenCharacterIn(current);
      if (character) return { path: at, character };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        pending.push([current[index], `${at}[${index}]`]);
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, entry] = entries[index]!;
        const keyCharacter = forbiddenCharacterIn(key);
        if (keyCharacter)
          return { path: at ? `a name in ${at}` : 'a name', character: keyCharacter };
        pending.push([entry, at ? `${at}.${key}` : key]);
      }
    }
  }
  return undefined;
}
