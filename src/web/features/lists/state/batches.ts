/** `inputs` in requests of at most `size` (docs/PRODUCT.md §9: 30). */
export function chunk<T>(inputs: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < inputs.length; start += size) {
    out.push(inputs.slice(start, start + size));
  }
  return out;
}
