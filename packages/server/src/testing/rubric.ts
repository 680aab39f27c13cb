/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
// A three-criterion rubric the grading and gradebook tests set on a task, and how a test
// picks its levels by title.

export const RUBRIC = {
  kind: 'rubric',
  criteria: [
    {
      title: 'Correctness',
      levels: [
        { title: 'Broken', points: 0 },
        { title: 'Works', points: 5 },
      ],
    },
    {
      title: 'Code quality',
      levels: [
        { title: 'Messy', points: 1 },
        { title: 'Clean', points: 4 },
      ],
    },
    {
      title: 'Tests',
      levels: [
        { title: 'None', points: 0 },
        { title: 'Some', points: 2 },
        { title: 'Thorough', points: 3 },
      ],
    },
  ],
};

/** The level ids to pick, by criterion and level title. */
export function pick(task: any, choice: Record<string, string>) {
  return task.grading.criteria
    .filter((c: any) => c.title in choice)
    .map((c: any) => ({
      criterionId: c._id,
      levelId: c.levels.find((l: any) => l.title === choice[c.title])._id,
    }));
}
