import { normalizeError, type EbookCourse, type EbookModule, type User } from '@campus/sdk';
import {
  Alert,
  AlertDialog,
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  PageLoading,
  Stack,
  Text,
  ToastProvider,
  useToast,
} from '@campus/ui';
import { useInfiniteQuery, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
import {
  ebookModulesQuery,
  manageEbookQuery,
  manageEbooksQuery,
  useAddModule,
  useCreateEbook,
  useDeleteEbook,
  useDeleteModule,
  useUpdateEbook,
  useUpdateModule,
} from './ebook-authoring.api';
import { EbookDetailsForm, ModuleForm } from './ebook-forms';

const editHref = (id: string) => `${paths.ebookAdmin.href()}?ebook=${encodeURIComponent(id)}`;

function DeleteEbook({ ebook }: { ebook: EbookCourse }) {
  const toast = useToast();
  const remove = useDeleteEbook();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button size="sm" variant="secondary" aria-label={`Delete ${ebook.title}`}>
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content
        title={`Delete ${ebook.title}?`}
        description={`${ebook.title} and its ${ebook.moduleCount} modules are removed for good, with every reader's place in it. To hide it instead, unpublish it.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() =>
          remove.mutate(ebook._id, {
            onSuccess: () => toast({ tone: 'success', title: `${ebook.title} is deleted.` }),
            onError: (error) => toast({ tone: 'danger', title: normalizeError(error).message }),
          })
        }
      />
    </AlertDialog.Root>
  );
}

/** Every e-book, drafts included, and a form for a new one. */
function EbookList() {
  const toast = useToast();
  const [, navigate] = useLocation();
  const ebooks = useInfiniteQuery(manageEbooksQuery());
  const create = useCreateEbook();
  return (
    <Stack gap="lg">
      <section aria-labelledby="new-ebook">
        <Card>
          <Stack gap="md">
            <Heading level={2} size="lg" id="new-ebook">
              New e-book
            </Heading>
            <EbookDetailsForm
              submitLabel="Create e-book"
              onSave={async (body) => {
                const e = await create.mutateAsync(body);
                toast({ tone: 'success', title: `${e.title} is created as a draft.` });
                navigate(editHref(e._id));
              }}
            />
          </Stack>
        </Card>
      </section>
      <section aria-labelledby="all-ebooks">
        <Stack gap="md">
          <Heading level={2} size="lg" id="all-ebooks">
            All e-books
          </Heading>
          <QueryView
            query={ebooks}
            loading={<PageLoading label="Loading e-books…" />}
            errorTitle="The e-books could not be loaded"
            empty={
              <EmptyState
                level={3}
                title="No e-books yet"
                description="Create the first one above."
              />
            }
          >
            {(page) => (
              <Stack as="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {page.items.map((e) => (
                  <li key={e._id}>
                    <Card>
                      <Inline justify="space-between" gap="md">
                        <Stack gap="xs">
                          <Link className={linkClassName()} href={editHref(e._id)}>
                            {e.title}
                          </Link>
                          <Text tone="muted" size="sm">
                            {e.category} · {e.moduleCount} modules
                          </Text>
                        </Stack>
                        <Inline gap="sm">
                          <Badge tone={e.published ? 'success' : 'neutral'}>
                            {e.published ? 'Published' : 'Draft'}
                          </Badge>
                          <DeleteEbook ebook={e} />
                        </Inline>
                      </Inline>
                    </Card>
                  </li>
                ))}
              </Stack>
            )}
          </QueryView>
          <ShowMore pages={ebooks}>Show more e-books</ShowMore>
        </Stack>
      </section>
    </Stack>
  );
}

function ModuleItem({
  ebookId,
  module: m,
  count,
}: {
  ebookId: string;
  module: EbookModule;
  count: number;
}) {
  const toast = useToast();
  const update = useUpdateModule(ebookId);
  const remove = useDeleteModule(ebookId);
  const move = (order: number) =>
    update.mutate(
      { moduleId: m._id, body: { order } },
      { onError: (error) => toast({ tone: 'danger', title: normalizeError(error).message }) },
    );
  return (
    <Card>
      <Stack gap="sm">
        <Inline justify="space-between" gap="sm">
          <Heading level={3} size="md">
            {m.order}. {m.title}
          </Heading>
          <Inline gap="xs">
            <Button
              size="sm"
              variant="ghost"
              disabled={m.order <= 1 || update.isPending}
              aria-label={`Move ${m.title} up`}
              onClick={() => move(m.order - 1)}
            >
              Up
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={m.order >= count || update.isPending}
              aria-label={`Move ${m.title} down`}
              onClick={() => move(m.order + 1)}
            >
              Down
            </Button>
            <Dialog.Root>
              <Dialog.Trigger asChild>
                <Button size="sm" variant="secondary" aria-label={`Edit ${m.title}`}>
                  Edit
                </Button>
              </Dialog.Trigger>
              <Dialog.Content title={`Edit ${m.title}`} size="lg">
                <ModuleForm
                  initial={{
                    title: m.title,
                    // The Markdown the admin wrote; `content` is what readers get.
                    content: m.markdown ?? m.content,
                    estimatedMinutes: m.estimatedMinutes,
                  }}
                  submitLabel="Save module"
                  onSave={async (body) => {
                    await update.mutateAsync({ moduleId: m._id, body });
                    toast({ tone: 'success', title: `${body.title} is saved.` });
                  }}
                />
              </Dialog.Content>
            </Dialog.Root>
            <AlertDialog.Root>
              <AlertDialog.Trigger asChild>
                <Button size="sm" variant="secondary" aria-label={`Delete ${m.title}`}>
                  Delete
                </Button>
              </AlertDialog.Trigger>
              <AlertDialog.Content
                title={`Delete ${m.title}?`}
                description={`The module and its text are removed; the modules after it move up.`}
                confirmLabel="Delete"
                tone="danger"
                onConfirm={() =>
                  remove.mutate(m._id, {
                    onSuccess: () => toast({ tone: 'success', title: `${m.title} is deleted.` }),
                    onError: (error) =>
                      toast({ tone: 'danger', title: normalizeError(error).message }),
                  })
                }
              />
            </AlertDialog.Root>
          </Inline>
        </Inline>
        <details>
          <summary>Preview as a reader sees it</summary>
          {/* The server sanitised this HTML when it was saved (courses/html.ts). */}
          <div dangerouslySetInnerHTML={{ __html: m.content }} />
        </details>
      </Stack>
    </Card>
  );
}

function EbookEditor({ id }: { id: string }) {
  const ebook = useQuery(manageEbookQuery(id));
  // Asked for beside the e-book, not after it.
  const modules = useQuery(ebookModulesQuery(id));
  return (
    <QueryView
      query={ebook}
      loading={<PageLoading label="Loading the e-book…" />}
      errorTitle="This e-book could not be loaded"
    >
      {(e) => <EbookForms ebook={e} modules={modules} />}
    </QueryView>
  );
}

/** An e-book's details, publish switch and modules, once it has loaded. */
function EbookForms({
  ebook: e,
  modules,
}: {
  ebook: EbookCourse;
  modules: UseQueryResult<EbookModule[]>;
}) {
  const id = e._id;
  const toast = useToast();
  const update = useUpdateEbook(id);
  const add = useAddModule(id);
  const publish = (published: boolean) =>
    update.mutate(
      { published },
      {
        onSuccess: () =>
          toast({
            tone: 'success',
            title: published ? `${e.title} is published.` : `${e.title} is back to draft.`,
          }),
        onError: (error) => toast({ tone: 'danger', title: normalizeError(error).message }),
      },
    );
  return (
    <Stack gap="lg">
      <Inline justify="space-between" gap="md">
        <Stack gap="xs">
          <Link className={linkClassName()} href={paths.ebookAdmin.href()}>
            All e-books
          </Link>
          <Heading level={2} size="lg">
            {e.title}
          </Heading>
          <Badge tone={e.published ? 'success' : 'neutral'}>
            {e.published ? 'Published' : 'Draft'}
          </Badge>
        </Stack>
        <Button
          variant={e.published ? 'secondary' : 'primary'}
          loading={update.isPending}
          onClick={() => publish(!e.published)}
        >
          {e.published ? 'Unpublish' : 'Publish'}
        </Button>
      </Inline>
      <Card>
        <EbookDetailsForm
          key={e.updatedAt}
          initial={{
            title: e.title,
            category: e.category,
            description: e.description,
            coverImageUrl: e.coverImageUrl ?? '',
          }}
          submitLabel="Save details"
          onSave={async (body) => {
            await update.mutateAsync(body);
            toast({ tone: 'success', title: `${body.title} is saved.` });
          }}
        />
      </Card>
      <section aria-labelledby="ebook-modules">
        <Stack gap="md">
          <Heading level={2} size="lg" id="ebook-modules">
            Modules
          </Heading>
          <QueryView
            query={modules}
            loading={<PageLoading label="Loading modules…" />}
            errorTitle="The modules could not be loaded"
            empty={
              <EmptyState
                level={3}
                title="No modules yet"
                description="Add the first module below; an e-book needs one to be published."
              />
            }
          >
            {(list) => (
              <Stack as="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {list.map((m) => (
                  <li key={m._id}>
                    <ModuleItem ebookId={id} module={m} count={list.length} />
                  </li>
                ))}
              </Stack>
            )}
          </QueryView>
          <Card>
            <Stack gap="md">
              <Heading level={3} size="md">
                Add a module
              </Heading>
              <ModuleForm
                submitLabel="Add module"
                onSave={async (body) => {
                  const m = await add.mutateAsync(body);
                  toast({ tone: 'success', title: `${m.title} is added.` });
                }}
              />
            </Stack>
          </Card>
        </Stack>
      </section>
    </Stack>
  );
}

/**
 * /ebookadmin for admins (spec §2, §6): Skill_Up management — create, edit, publish and
 * delete e-books; add, edit, reorder and delete their modules, with a preview of each as readers
 * see it. `?ebook=<id>` opens one e-book.
 */
export function EbookManagementPage({ user, ebookId }: { user: User | null; ebookId?: string }) {
  // The route has no guard (spec §2): anyone else is told whose page this is (the server refuses
  // every write to non-admins anyway).
  if (user?.role.toLowerCase() !== 'admin') {
    return (
      <Stack gap="md">
        <PageHeader title="Skill_Up management" />
        <Alert tone="warning" title="Admins only">
          This page is for admins.{' '}
          {user ? 'Your account cannot manage e-books.' : 'Log in with an admin account.'}
        </Alert>
        <Link className={linkClassName()} href={paths.ebookStudent.href()}>
          Go to the Skill_Up e-books
        </Link>
      </Stack>
    );
  }
  return (
    <ToastProvider label="E-book changes">
      <Stack gap="lg">
        <PageHeader
          title="Skill_Up management"
          description="E-book courses: drafts stay hidden until you publish them."
        />
        {ebookId ? <EbookEditor key={ebookId} id={ebookId} /> : <EbookList />}
      </Stack>
    </ToastProvider>
  );
}
