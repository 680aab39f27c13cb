// The programs behind the 13 program pages of spec §2. They are the product's catalogue rather than
// demo data: the programs area stores them on first start (an empty programs table), so the pages and
// registration with payment work on any fresh database, demo world or not.
import type { ProgramMode, ProgramSectionData } from '../db/schema/index';
import type { CourseLevel } from '../db/schema/index';

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

export const PROGRAM_CATALOGUE: ProgramSeed[] = [
  {
    slug: 'generative-ai-leader',
    title: 'Generative AI Leader',
    summary:
      'A six-week program for managers and founders who must decide where generative AI pays off, and lead the teams that build it.',
    description:
      'Weekend live sessions with practitioners from Indian product companies. You will not train models; you will learn to judge use cases, costs, risks and vendors, and to run a pilot from idea to rollout.',
    durationWeeks: 6,
    price: 24_999,
    level: 'beginner',
    mode: 'live-online',
    curriculum: [
      {
        title: 'How generative AI works, without the maths',
        topics: [
          'Large language models and tokens',
          'Prompting, context and grounding',
          'Where models fail: hallucination and bias',
        ],
      },
      {
        title: 'Finding the use cases that pay',
        topics: [
          'Mapping workflows to AI assistance',
          'Build, buy or partner',
          'Estimating cost per request in ₹',
        ],
      },
      {
        title: 'Risk, governance and the law',
        topics: [
          'Data privacy under the DPDP Act 2023',
          'Responsible AI policies',
          'Evaluating vendors and contracts',
        ],
      },
      {
        title: 'Running a pilot',
        topics: [
          'Success metrics and evaluation sets',
          'Change management for teams',
          'Capstone: a pilot plan for your organisation',
        ],
      },
    ],
    outcomes: [
      'Explain to a board what generative AI can and cannot do for the business.',
      'Prioritise AI use cases by value, cost and risk.',
      'Write a governance policy that satisfies the DPDP Act.',
      'Plan and measure a 90-day AI pilot.',
    ],
  },
  {
    slug: 'fullstack-web-engineer',
    title: 'Full-stack Web Engineer',
    summary:
      'Six months from HTML to deployed React and Node.js applications, with a mentor reviewing your code every week.',
    description:
      'A job-focused cohort for graduates and career changers. Live classes on weekday evenings, weekly mentor syncs, and three portfolio projects reviewed like production code.',
    durationWeeks: 24,
    price: 49_999,
    level: 'beginner',
    mode: 'live-online',
    curriculum: [
      {
        title: 'Web foundations',
        topics: [
          'Semantic HTML and accessibility',
          'Modern CSS: flexbox, grid, responsive design',
          'Git and GitHub workflow',
        ],
      },
      {
        title: 'JavaScript and TypeScript',
        topics: [
          'The language in depth: closures, promises, modules',
          'TypeScript for real projects',
          'Testing with Vitest',
        ],
      },
      {
        title: 'Front end with React',
        topics: [
          'Components, state and effects',
          'Routing and data fetching',
          'Forms, validation and accessibility',
        ],
      },
      {
        title: 'Back end with Node.js',
        topics: [
          'REST APIs with Fastify',
          'PostgreSQL and migrations',
          'Authentication and security basics',
        ],
      },
      {
        title: 'Shipping',
        topics: [
          'Docker and CI',
          'Deploying to the cloud',
          'Capstone: a full-stack product with real users',
        ],
      },
    ],
    outcomes: [
      'Build and deploy a full-stack web application on your own.',
      'Write typed, tested JavaScript that reviewers accept.',
      'Design a relational schema and a REST API for a product.',
      'Present a portfolio of three reviewed projects in interviews.',
    ],
  },
  {
    slug: 'data-engineer',
    title: 'Data Engineer',
    summary:
      'Build the pipelines analytics teams depend on: SQL, Python, Spark, Airflow and a cloud warehouse, over five months.',
    description:
      'For developers and analysts moving into data engineering. Every module ends in a pipeline you run on real public datasets such as Indian Railways timetables and RBI releases.',
    durationWeeks: 20,
    price: 44_999,
    level: 'intermediate',
    mode: 'live-online',
    curriculum: [
      {
        title: 'SQL for engineers',
        topics: [
          'Window functions and CTEs',
          'Query plans and indexing',
          'Data modelling: star and snowflake',
        ],
      },
      {
        title: 'Python for data pipelines',
        topics: ['pandas and Polars', 'Working with APIs and files', 'Testing data code'],
      },
      {
        title: 'Batch processing at scale',
        topics: [
          'Apache Spark fundamentals',
          'Partitioning and file formats (Parquet)',
          'Performance tuning',
        ],
      },
      {
        title: 'Orchestration and quality',
        topics: ['Apache Airflow DAGs', 'Data quality checks', 'Lineage and documentation'],
      },
      {
        title: 'Cloud warehouse',
        topics: [
          'BigQuery and Snowflake concepts',
          'dbt transformations',
          'Capstone: an end-to-end analytics pipeline',
        ],
      },
    ],
    outcomes: [
      'Design and run reliable batch pipelines with Spark and Airflow.',
      'Model data for analytics in a cloud warehouse.',
      'Add tests and quality checks that catch bad data before dashboards do.',
    ],
  },
  {
    slug: 'machine-learning-engineer',
    title: 'Machine Learning Engineer',
    summary:
      'From classical ML to deployed deep-learning models, with MLOps practices used in production teams.',
    description:
      'A rigorous six-month program for programmers comfortable with Python. Weekly mentor syncs, Kaggle-style challenges and a capstone served behind an API.',
    durationWeeks: 26,
    price: 54_999,
    level: 'advanced',
    mode: 'hybrid',
    curriculum: [
      {
        title: 'Mathematics for ML',
        topics: [
          'Linear algebra essentials',
          'Probability and statistics',
          'Optimisation and gradient descent',
        ],
      },
      {
        title: 'Classical machine learning',
        topics: [
          'Regression and classification',
          'Tree ensembles and boosting',
          'Model evaluation and validation',
        ],
      },
      {
        title: 'Deep learning',
        topics: ['Neural networks with PyTorch', 'CNNs for vision', 'Transformers for text'],
      },
      {
        title: 'MLOps',
        topics: [
          'Experiment tracking',
          'Model serving and monitoring',
          'Capstone: a model in production',
        ],
      },
    ],
    outcomes: [
      'Train, evaluate and tune models for tabular, image and text data.',
      'Serve a model behind an API and monitor it for drift.',
      'Explain model choices and trade-offs to product teams.',
    ],
  },
  {
    slug: 'cloud-security-engineer',
    title: 'Cloud Security Engineer',
    summary:
      'Secure workloads on AWS, Azure and Google Cloud: identity, networks, data protection and incident response.',
    description:
      'For system administrators and developers who want to specialise in cloud security. Hands-on labs in sandbox accounts and preparation for professional certification exams.',
    durationWeeks: 16,
    price: 39_999,
    level: 'intermediate',
    mode: 'live-online',
    curriculum: [
      {
        title: 'Identity and access',
        topics: ['IAM policies and least privilege', 'Federation and SSO', 'Secrets management'],
      },
      {
        title: 'Network security',
        topics: ['VPC design and segmentation', 'Firewalls and WAFs', 'Zero-trust access'],
      },
      {
        title: 'Data protection',
        topics: [
          'Encryption and key management',
          'Data classification and DLP',
          'Compliance: ISO 27001, CERT-In guidelines',
        ],
      },
      {
        title: 'Detection and response',
        topics: ['Logging and SIEM', 'Threat detection', 'Incident response drills'],
      },
    ],
    outcomes: [
      'Review a cloud architecture and fix its security gaps.',
      'Set up logging, alerting and incident response for a cloud account.',
      'Sit a professional cloud security certification with confidence.',
    ],
  },
  {
    slug: 'associate-cloud-engineer',
    title: 'Associate Cloud Engineer',
    summary:
      'Deploy and run applications on Google Cloud, and prepare for the Associate Cloud Engineer certification.',
    description:
      'A ten-week, exam-focused program with guided labs, weekly mock tests and doubt-clearing sessions in Hindi and English.',
    durationWeeks: 10,
    price: 29_999,
    level: 'beginner',
    mode: 'live-online',
    curriculum: [
      {
        title: 'Setting up a cloud solution',
        topics: ['Projects, billing and IAM', 'The gcloud CLI', 'Resource hierarchy'],
      },
      {
        title: 'Compute and storage',
        topics: [
          'Compute Engine and GKE',
          'Cloud Run and App Engine',
          'Cloud Storage and databases',
        ],
      },
      {
        title: 'Operations',
        topics: ['Monitoring and logging', 'Managing costs', 'Mock exams and review'],
      },
    ],
    outcomes: [
      'Deploy and operate applications on Google Cloud.',
      'Control cost and access in a cloud project.',
      'Pass the Associate Cloud Engineer exam.',
    ],
  },
  {
    slug: 'cloud-developer',
    title: 'Cloud Developer',
    summary:
      'Design, build and deploy cloud-native applications with containers, serverless and managed databases.',
    description:
      'For working developers who want to build for the cloud from day one: twelve weeks of live builds, code reviews and a deployed capstone.',
    durationWeeks: 12,
    price: 34_999,
    level: 'intermediate',
    mode: 'live-online',
    curriculum: [
      {
        title: 'Cloud-native design',
        topics: ['Twelve-factor apps', 'Containers with Docker', 'Kubernetes basics'],
      },
      {
        title: 'Serverless',
        topics: ['Functions and event triggers', 'Queues and pub/sub', 'API gateways'],
      },
      {
        title: 'Data in the cloud',
        topics: ['Managed SQL and NoSQL', 'Caching', 'Capstone: a cloud-native service'],
      },
    ],
    outcomes: [
      'Build applications that scale on managed cloud services.',
      'Choose between containers and serverless for a workload.',
      'Set up CI/CD for a cloud application.',
    ],
  },
  {
    slug: 'accelerator-career',
    title: 'Accelerator Career',
    summary:
      'Eight weeks of interview preparation, portfolio reviews and mock interviews for your next tech role.',
    description:
      'For learners who have the skills and need the job: resume and LinkedIn reviews, DSA practice, system-design drills and mock interviews with hiring managers.',
    durationWeeks: 8,
    price: 19_999,
    level: 'intermediate',
    mode: 'live-online',
    curriculum: [
      {
        title: 'Your story',
        topics: ['Resume and LinkedIn makeover', 'Portfolio reviews', 'Personal pitch'],
      },
      {
        title: 'Technical interviews',
        topics: [
          'Data structures and algorithms practice',
          'System design basics',
          'Take-home assignments',
        ],
      },
      {
        title: 'Landing the offer',
        topics: [
          'Mock interviews',
          'Salary negotiation in the Indian market',
          'First 90 days in a new role',
        ],
      },
    ],
    outcomes: [
      'Present a resume and portfolio that get interview calls.',
      'Solve typical coding and design interview questions under time pressure.',
      'Negotiate an offer with market data.',
    ],
  },
  {
    slug: 'advanced-fullstack-web-development',
    title: 'Advanced Full-stack Web Development',
    summary:
      'For working developers: architecture, performance, real-time features and scaling a product to lakhs of users.',
    description:
      'Twenty weeks of advanced topics taught by senior engineers, with architecture reviews of your own projects.',
    durationWeeks: 20,
    price: 59_999,
    level: 'advanced',
    mode: 'hybrid',
    curriculum: [
      {
        title: 'Architecture',
        topics: [
          'Modular monoliths and services',
          'Domain modelling',
          'API design and contracts (OpenAPI)',
        ],
      },
      {
        title: 'Performance',
        topics: ['Web vitals and rendering strategies', 'Database tuning', 'Caching layers'],
      },
      {
        title: 'Real-time and scale',
        topics: ['WebSockets and socket.io', 'Queues and background jobs', 'Horizontal scaling'],
      },
      {
        title: 'Quality',
        topics: ['Testing strategy end to end', 'Observability', 'Capstone: scaling a product'],
      },
    ],
    outcomes: [
      'Design the architecture of a product used by lakhs of people.',
      'Find and fix performance bottlenecks from browser to database.',
      'Build real-time features that survive restarts and scale out.',
    ],
  },
  {
    slug: 'sales-business-development',
    title: 'Sales & Business Development',
    summary:
      'Learn B2B and SaaS sales the way high-growth Indian startups run it: prospecting, discovery, demos and closing.',
    description:
      'A practical program for freshers and professionals moving into sales, with role-plays, CRM practice and a live prospecting sprint.',
    durationWeeks: 8,
    price: 14_999,
    level: 'beginner',
    mode: 'live-online',
    curriculum: [
      {
        title: 'Foundations of selling',
        topics: ['The B2B buying process', 'Ideal customer profiles', 'Sales metrics'],
      },
      {
        title: 'Pipeline',
        topics: ['Prospecting on LinkedIn and email', 'Discovery calls', 'CRM hygiene'],
      },
      {
        title: 'Closing',
        topics: ['Demos that sell', 'Handling objections', 'Negotiation and closing'],
      },
    ],
    outcomes: [
      'Build and manage a qualified sales pipeline.',
      'Run discovery calls and demos that move deals forward.',
      'Handle objections and close deals confidently.',
    ],
  },
  {
    slug: 'data-analysis-python',
    title: 'Data Analysis with Python',
    summary:
      'Turn spreadsheets into insight: Python, pandas, SQL and dashboards, no programming background needed.',
    description:
      'A ten-week, beginner-friendly program with case studies from retail, fintech and public data from data.gov.in.',
    durationWeeks: 10,
    price: 17_999,
    level: 'beginner',
    mode: 'self-paced',
    curriculum: [
      {
        title: 'Python basics',
        topics: ['Variables, lists and loops', 'Functions', 'Jupyter notebooks'],
      },
      {
        title: 'Working with data',
        topics: ['pandas DataFrames', 'Cleaning messy data', 'SQL for analysts'],
      },
      {
        title: 'Telling the story',
        topics: [
          'Charts with matplotlib and seaborn',
          'Dashboards',
          'Capstone: an analysis report',
        ],
      },
    ],
    outcomes: [
      'Clean, analyse and visualise data with Python.',
      'Answer business questions with SQL.',
      'Present findings in a clear report or dashboard.',
    ],
  },
  {
    slug: 'data-science-python',
    title: 'Data Science with Python',
    summary:
      'Statistics, machine learning and storytelling with data: a complete data-science foundation in four months.',
    description:
      'Builds on basic Python. Weekly projects on real datasets, mentor feedback and a capstone presented to industry reviewers.',
    durationWeeks: 16,
    price: 27_999,
    level: 'intermediate',
    mode: 'live-online',
    curriculum: [
      {
        title: 'Statistics',
        topics: ['Descriptive statistics', 'Hypothesis testing', 'A/B testing'],
      },
      {
        title: 'Machine learning',
        topics: ['scikit-learn workflow', 'Feature engineering', 'Model evaluation'],
      },
      {
        title: 'Applied projects',
        topics: ['Time series forecasting', 'Customer segmentation', 'Capstone presentation'],
      },
    ],
    outcomes: [
      'Run statistically sound experiments and analyses.',
      'Build and evaluate machine-learning models with scikit-learn.',
      'Communicate results to non-technical stakeholders.',
    ],
  },
  {
    slug: 'nextgen-ai-ml-career',
    title: 'NextGen AI/ML Career',
    summary:
      'Our flagship year-long track: Python to machine learning to generative AI, with placement support.',
    description:
      'Twelve months of live classes, mentor syncs and projects, ending with a placement season and interview preparation with partner companies.',
    durationWeeks: 48,
    price: 64_999,
    level: 'beginner',
    mode: 'hybrid',
    curriculum: [
      {
        title: 'Programming and data',
        topics: ['Python programming', 'SQL and data analysis', 'Statistics'],
      },
      {
        title: 'Machine learning',
        topics: [
          'Supervised and unsupervised learning',
          'Deep learning with PyTorch',
          'Computer vision and NLP',
        ],
      },
      {
        title: 'Generative AI',
        topics: [
          'Working with LLM APIs',
          'Retrieval-augmented generation',
          'Fine-tuning and evaluation',
        ],
      },
      { title: 'Career', topics: ['Portfolio projects', 'Mock interviews', 'Placement season'] },
    ],
    outcomes: [
      'Build machine-learning and generative-AI applications end to end.',
      'Show a portfolio of industry-style projects.',
      'Interview confidently for AI/ML engineering roles.',
    ],
  },
];
