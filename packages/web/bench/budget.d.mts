/** A budgeted first visit (bench/budget.mjs). */
export interface FirstLoad {
  route: string;
  /** 'visitor', or the demo role that is signed in. */
  who: string;
  /** Bytes of gzipped JavaScript. */
  budget: number;
  /** While the budget is not met: the bytes the visit has reached, which the check holds it to. */
  limit?: number;
  /** Manifest keys of the modules the visit runs; their static imports follow. */
  modules: string[];
}
export interface WeighedChunk {
  key: string;
  name: string;
  file: string;
  gzipBytes: number;
}
export interface WeighedLoad extends FirstLoad {
  chunks: WeighedChunk[];
  total: number;
  over: boolean;
}
export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
export type Baseline = Record<string, Record<string, number>>;

export const firstLoads: FirstLoad[];
export function stableName(key: string): string;
export function firstLoadKeys(manifest: Manifest, modules: string[]): string[];
export function weighFirstLoads(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  loads?: FirstLoad[],
): WeighedLoad[];
export function budgetFailures(weighed: WeighedLoad[], baseline?: Baseline): string[];
export function budgetReport(weighed: WeighedLoad[]): string;
export function toBaseline(weighed: WeighedLoad[]): Baseline;
export const baselineFile: string;
export function servedGzipBytes(file: string, dist?: string): number;
export function readManifest(dist?: string): Manifest;
export function readBaseline(): Baseline;
