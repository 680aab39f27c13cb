// The programs behind the 13 program pages of spec §2. They are the product's catalogue rather than
// demo data: the programs area stores them on first start (an empty programs table), so the pages and
// registration with payment work on any fresh database, demo world or not. The content itself is
// prose, so it lives as data in programs.json (in page order); this module gives it its type.
import {
  COURSE_LEVELS,
  PROGRAM_MODES,
  type CourseLevel,
  type ProgramMode,
  type ProgramSectionData,
} from '../db/schema/index';
import { oneOf } from './data';
import catalogue from './programs.json';

export interface ProgramSeed {
  slug: string;
  title: string;
  summary: string;
  description: string;
  durationWeeks: number;
  /** Rupees. */
  price: number;
  level: CourseLevel;
  mode: ProgramMode;
  curriculum: Omit<ProgramSectionData, 'order'>[];
  outcomes: string[];
}

export const PROGRAM_CATALOGUE: ProgramSeed[] = catalogue.map((p) => ({
  ...p,
  level: oneOf(COURSE_LEVELS, p.level, `program ${p.slug}`),
  mode: oneOf(PROGRAM_MODES, p.mode, `program ${p.slug}`),
}));
