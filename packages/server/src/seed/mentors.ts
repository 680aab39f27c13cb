// Demo mentor directory: the demo mentors' own profiles (one listed, one still unlisted, awaiting
// an admin) and a few more mentors without accounts on Campus, listed and not.
import { mentorProfiles } from '../db/schema/index';
import type { DemoWorld } from './world';

const DAY = 24 * 60 * 60_000;

export async function seedMentors(world: DemoWorld): Promise<void> {
  const { tx, now, mentors, batches } = world;
  const [meera, rohan] = mentors;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  await tx.insert(mentorProfiles).values([
    {
      userId: meera.id,
      name: meera.name,
      email: meera.email,
      headline: 'Senior engineer, React and Node · ex-Flipkart',
      bio: 'Eight years building consumer web apps at scale. I mentor the full-stack cohort: code reviews, system design basics and interview preparation.',
      expertise: ['React', 'Node.js', 'System design', 'TypeScript'],
      yearsOfExperience: 8,
      linkedinUrl: 'https://www.linkedin.com/in/meera-mentor-demo',
      listed: true,
      domains: [batches[0].domain],
      rating: 4.8,
      createdAt: at(40),
      updatedAt: at(10),
    },
    {
      userId: rohan.id,
      name: rohan.name,
      email: rohan.email,
      headline: 'Data engineer building pipelines at a Pune fintech',
      bio: 'I work with Spark, Airflow and dbt every day and love teaching SQL that scales.',
      expertise: ['SQL', 'Spark', 'Airflow', 'dbt'],
      yearsOfExperience: 6,
      listed: false,
      domains: [batches[1].domain],
      createdAt: at(30),
      updatedAt: at(30),
    },
    {
      name: 'Aditi Kulkarni',
      email: 'aditi.kulkarni@mentors.campus.test',
      headline: 'Machine learning engineer at a Bengaluru fintech',
      bio: 'Fraud models in production, MLOps and turning notebooks into services.',
      expertise: ['Python', 'PyTorch', 'MLOps', 'Machine learning'],
      yearsOfExperience: 9,
      linkedinUrl: 'https://www.linkedin.com/in/aditi-kulkarni-demo',
      listed: true,
      domains: ['machine-learning', 'data-science'],
      rating: 4.9,
      createdAt: at(60),
      updatedAt: at(20),
    },
    {
      name: 'Vikram Reddy',
      email: 'vikram.reddy@mentors.campus.test',
      headline: 'Cloud architect, GCP and AWS certified',
      bio: 'Helps teams move to the cloud safely: landing zones, IAM, networking and cost control.',
      expertise: ['GCP', 'AWS', 'Terraform', 'Cloud security'],
      yearsOfExperience: 12,
      listed: true,
      domains: ['cloud'],
      rating: 4.6,
      createdAt: at(55),
      updatedAt: at(55),
    },
    {
      name: 'Sneha Banerjee',
      email: 'sneha.banerjee@mentors.campus.test',
      headline: 'Product designer turned frontend engineer',
      bio: 'Accessible interfaces, design systems and CSS that does not fight you.',
      expertise: ['UI/UX', 'React', 'Accessibility', 'CSS'],
      yearsOfExperience: 6,
      listed: true,
      domains: [batches[0].domain],
      createdAt: at(25),
      updatedAt: at(25),
    },
    {
      name: 'Harpreet Gill',
      email: 'harpreet.gill@mentors.campus.test',
      headline: 'Sales leader, B2B SaaS',
      bio: 'Built inside-sales teams from zero; coaches on discovery calls and negotiation.',
      expertise: ['Sales', 'Negotiation', 'Business development'],
      yearsOfExperience: 10,
      listed: false,
      domains: ['sales'],
      createdAt: at(5),
      updatedAt: at(5),
    },
  ]);
}
