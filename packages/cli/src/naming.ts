/**
 * Gives every input a collider name that is unique in the batch: the file name without its
 * extension (`ship`), or with its folder when two folders hold the same name (`boss/ship`),
 * or with the extension too when `ship.png` and `ship.svg` sit side by side. Names double as
 * output paths under `--out-dir`, so they never start with `/` or climb with `..`.
 * @internal
 */
export function uniqueNames(displayPaths: readonly string[]): string[] {
  const parts = displayPaths.map((p) => p.split('/').filter((part) => part !== '' && part !== '..' && part !== '.'));
  const candidates = parts.map((segments) => {
    const file = segments[segments.length - 1] ?? 'input';
    const stem = withoutExtension(file);
    const folder = segments.slice(0, -1).join('/');
    const withFolder = folder === '' ? stem : `${folder}/${stem}`;
    return [stem, withFolder, folder === '' ? file : `${folder}/${file}`];
  });
  return candidates.map((options, i) => {
    for (const option of options) {
      if (candidates.every((other, j) => j === i || !other.includes(option))) return option;
    }
    return `${options[2]}#${i + 1}`; // the same path named twice in a different spelling
  });
}

function withoutExtension(file: string): string {
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}
