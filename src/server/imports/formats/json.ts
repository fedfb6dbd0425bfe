/**
 * Small readers for JSON exports: parsing with an error a user can act on, and typed access to
 * loosely shaped objects without trusting them.
 */
import { ImportFileError } from './import-file-error.js';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON.parse, or ImportFileError naming the file (`what`) when the text is not valid JSON. */
export function parseJson(text: string, what = 'This file'): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ImportFileError(
      `${what} looks like JSON but is not valid JSON (it may be cut short). Download the export again and upload it unchanged.`,
    );
  }
}

/** A trimmed, non-empty string, or undefined. */
export function str(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/** 1/0, true/false and "1"/"true" as a boolean flag. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
