/** Values as Pocket's v3 replies spell them: numbers and times as strings, '0' when absent. */

/** A number as Pocket's string, '0' when absent. */
export const numeric = (value: number | null | undefined) => String(value ?? 0);

/** A time as unix seconds in a string, '0' when absent. */
export const unixSeconds = (date: Date | string | null | undefined) =>
  date ? String(Math.floor(new Date(date).getTime() / 1000)) : '0';
