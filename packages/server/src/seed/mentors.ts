// Demo mentor directory: the demo mentors' own profiles, both listed (each runs a batch), and a few
// drafts of mentors without accounts on Campus, which an admin sees but the public directory does
// not (it lists only profiles of real, approved, active mentor accounts). The
// listings are prose, so they live as data in mentors.json: `account` points at a demo mentor
// (mentors[i], whose name and email the profile shows) and `batchDomain` at the domain of batches[i].
import { mentorProfiles } from '../db/schema/index';
import listings from './mentors.json';
import { seedId } from './ids';
import type { DemoWorld } from './world';

const DAY = 24 * 60 * 60_000;

interface Listing {
  account?: number;
  name?: string;
  email?: string;
  headline: string;
  bio: string;
  expertise: string[];
  yearsOfExperience: number;
  linkedinUrl?: string;
  listed: boolean;
  batchDomain?: number;
  domains?: string[];
  rating?: number;
  createdDaysAgo: number;
  updatedDaysAgo?: number;
}

export async function seedMentors(world: DemoWorld): Promise<void> {
  const { tx, now, mentors, batches } = world;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const pick = <T>(list: readonly T[], i: number, what: string): T => {
    const item = list[i];
    if (item === undefined) throw new Error(`mentors.json: no ${what} ${i}`);
    return item;
  };
  await tx.insert(mentorProfiles).values(
    (listings as Listing[]).map(
      (
        { account, name, email, batchDomain, domains, createdDaysAgo, updatedDaysAgo, ...rest },
        i,
      ) => {
        const user = account === undefined ? undefined : pick(mentors, account, 'demo mentor');
        return {
          id: seedId(`mentor-profile:${i}`),
          ...(user
            ? { userId: user.id, name: user.name, email: user.email }
            : { name: name ?? '', email: email ?? '' }),
          ...rest,
          domains:
            batchDomain === undefined
              ? (domains ?? [])
              : [pick(batches, batchDomain, 'batch').domain],
          createdAt: at(createdDaysAgo),
          updatedAt: at(updatedDaysAgo ?? createdDaysAgo),
        };
      },
    ),
  );
}
