/** Writes `file` compressed beside it (.br, .gz); a twin that would not be smaller is not written. */
export function writeCompressedTwins(file: string, body: Buffer | string): void;
