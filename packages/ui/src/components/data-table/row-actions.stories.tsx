import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../alert-dialog';
import { Button } from '../button';
import { DataTable, dataTableColumnHelper } from './data-table';
import { RowActions } from './row-actions';

interface Mentor {
  id: string;
  name: string;
  email: string;
  expertise: string;
}

const mentors: Mentor[] = [
  { id: 'm1', name: 'Asha Rao', email: 'asha.rao@campus.test', expertise: 'React, testing' },
  { id: 'm2', name: 'Ravi Kumar', email: 'ravi.kumar@campus.test', expertise: 'SQL, data' },
  { id: 'm3', name: 'Meera Iyer', email: 'meera.iyer@campus.test', expertise: 'System design' },
];

const col = dataTableColumnHelper<Mentor>();

/** Edit is the row's primary action; Message, Hide and Delete are its secondary ones. */
function MentorsTable() {
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Mentor | null>(null);
  const [columns] = useState(() =>
    col.columns([
      col.accessor('name', { header: 'Name' }),
      col.accessor('email', { header: 'Email' }),
      col.accessor('expertise', { header: 'Expertise', meta: { priority: 3 } }),
      col.display({
        id: 'actions',
        header: 'Actions',
        meta: { actions: true },
        cell: ({ row }) => {
          const m = row.original;
          return (
            <RowActions
              name={m.name}
              more={[
                {
                  label: 'Message',
                  ariaLabel: `Message ${m.name}`,
                  onSelect: () => setDone(`Message ${m.name}`),
                },
                {
                  label: 'Hide',
                  ariaLabel: `Hide ${m.name}`,
                  onSelect: () => setDone(`Hide ${m.name}`),
                },
                {
                  label: 'Delete',
                  ariaLabel: `Delete ${m.name}`,
                  tone: 'danger',
                  onSelect: () => setDeleting(m),
                },
              ]}
            >
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Edit ${m.name}`}
                onClick={() => setDone(`Edit ${m.name}`)}
              >
                Edit
              </Button>
            </RowActions>
          );
        },
      }),
    ]),
  );
  return (
    <>
      <DataTable caption="Mentors" columns={columns} data={mentors} getRowId={(m) => m.id} />
      <p role="status">{done ? `Chose: ${done}` : ''}</p>
      <AlertDialog.Root
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
      >
        <AlertDialog.Content
          title={`Delete ${deleting?.name ?? ''}?`}
          description="Their profile goes from the mentors page for good."
          confirmLabel="Delete"
          tone="danger"
          onConfirm={() => setDone(`Delete ${deleting?.name ?? ''}`)}
        />
      </AlertDialog.Root>
    </>
  );
}

const at = (width: number) => (Story: () => ReactElement) => (
  <div style={{ width }}>
    <Story />
  </div>
);

const meta = {
  title: 'Data display/DataTable/Row actions',
  component: MentorsTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MentorsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  name: 'At 1000 px: every action a button',
  decorators: [at(1000)],
  play: async ({ canvas }) => {
    const row = canvas.getAllByRole('row')[1]!;
    for (const name of ['Edit', 'Message', 'Hide', 'Delete'])
      await expect(within(row).getByRole('button', { name: `${name} Asha Rao` })).toBeVisible();
    await expect(within(row).queryByRole('button', { name: /^More actions/ })).toBeNull();
  },
};

export const Narrow: Story = {
  name: 'At 360 px: the primary action and a menu named after the row',
  tags: ['narrow'],
  decorators: [at(340)],
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Mentors' });
    const row = canvas.getAllByRole('row')[1]!;
    const more = await within(row).findByRole('button', { name: 'More actions for Asha Rao' });
    // Nothing scrolls sideways, and both visible controls of the row are in sight.
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1));
    const edit = within(row).getByRole('button', { name: 'Edit Asha Rao' });
    for (const control of [edit, more]) {
      const box = control.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 1);
    }
    await expect(within(row).queryByRole('button', { name: 'Delete Asha Rao' })).toBeNull();

    // By keyboard: open, move, choose.
    const page = within(canvasElement.ownerDocument.body);
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Message', 'Hide', 'Delete']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chose: Hide Asha Rao');
    await waitFor(() => expect(more).toHaveFocus());

    // A destructive action still confirms, naming what it affects; Cancel changes nothing.
    await userEvent.keyboard('{Enter}');
    await page.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Asha Rao?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Chose: Hide Asha Rao');
  },
};
