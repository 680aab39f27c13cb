import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

// The visual check's committed baselines (e2e/visual/baselines, written by `pnpm visual:update`):
// the whole pages as the app draws them, which no component story shows. Storybook serves them as
// they are; the gallery beside them (index.html) shows the same pictures outside Storybook.
const pictures = import.meta.glob<string>('../../e2e/visual/baselines/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

interface Picture {
  name: string;
  url: string;
}

/** The pictures by page (`mentor-my-students`), each page's four variants in name order. */
function byPage(): Array<[string, Picture[]]> {
  const pages = new Map<string, Picture[]>();
  for (const [file, url] of Object.entries(pictures).sort(([a], [b]) => a.localeCompare(b))) {
    const name = file.replace(/^.*\//, '').replace(/\.png$/, '');
    const page = name.replace(/-(360|1280)-(light|dark)$/, '');
    pages.set(page, [...(pages.get(page) ?? []), { name, url }]);
  }
  return [...pages];
}

function PagePictures() {
  const pages = byPage();
  return (
    <main>
      <h1>Every page, as committed</h1>
      <p>
        {pages.length} pages at 360×740 and 1280×860, light and dark: the baselines the visual check
        compares every run with (README, “The visual check”).
      </p>
      {pages.map(([page, shots]) => (
        <section key={page}>
          <h2>{page}</h2>
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', overflowX: 'auto' }}>
            {shots.map((shot) => (
              <figure key={shot.name} style={{ margin: 0 }}>
                <img
                  src={shot.url}
                  alt={`${shot.name}: the whole page`}
                  loading="lazy"
                  style={{
                    inlineSize: shot.name.includes('-360-') ? 200 : 480,
                    blockSize: 'auto',
                    border: '1px solid currentColor',
                  }}
                />
                <figcaption>{shot.name}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}

/** For designers: every page of the app, whole, as the visual check last accepted it. */
const meta = {
  title: 'Web/Pages/Every page (visual baselines)',
  component: PagePictures,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PagePictures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryPage: Story = {
  name: 'Every page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Four pictures (two widths, two themes) of each page, none missing.
    const sections = canvas.getAllByRole('heading', { level: 2 });
    await expect(sections.length).toBeGreaterThan(20);
    await expect(canvas.getAllByRole('img')).toHaveLength(sections.length * 4);
  },
};
