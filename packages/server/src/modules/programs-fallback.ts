// Until the programs area stores programs, register-with-payment knows the program pages of spec §2
// with demo prices (rupees). The programs area replaces `extensions.findProgram` when it arrives.
import type { Program } from '../context';

const PROGRAMS: Program[] = [
  { slug: 'generative-ai-leader', title: 'Generative AI Leader', price: 24_999 },
  { slug: 'fullstack-web-engineer', title: 'Full-stack Web Engineer', price: 49_999 },
  { slug: 'data-engineer', title: 'Data Engineer', price: 44_999 },
  { slug: 'machine-learning-engineer', title: 'Machine Learning Engineer', price: 54_999 },
  { slug: 'cloud-security-engineer', title: 'Cloud Security Engineer', price: 39_999 },
  { slug: 'associate-cloud-engineer', title: 'Associate Cloud Engineer', price: 29_999 },
  { slug: 'cloud-developer', title: 'Cloud Developer', price: 34_999 },
  { slug: 'accelerator-career', title: 'Accelerator Career', price: 19_999 },
  {
    slug: 'advanced-fullstack-web-development',
    title: 'Advanced Full-stack Web Development',
    price: 59_999,
  },
  { slug: 'sales-business-development', title: 'Sales & Business Development', price: 14_999 },
  { slug: 'data-analysis-python', title: 'Data Analysis with Python', price: 17_999 },
  { slug: 'data-science-python', title: 'Data Science with Python', price: 27_999 },
  { slug: 'nextgen-ai-ml-career', title: 'NextGen AI/ML Career', price: 64_999 },
];

export async function findFallbackProgram(slug: string): Promise<Program | null> {
  return PROGRAMS.find((p) => p.slug === slug) ?? null;
}
