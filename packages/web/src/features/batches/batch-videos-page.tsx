import { type BatchVideo } from '@campus/sdk';
import {
  Button,
  Card,
  Dialog,
  EmptyState,
  Heading,
  Inline,
  Link as KitLink,
  linkClassName,
  PageHeader,
  Stack,
  Text,
  ToastProvider,
  useToast,
} from '@campus/ui';
import { QueryView } from '../../lib/query-view';
import { ConfirmAction } from '../../lib/confirm-action';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import {
  batchVideosQuery,
  useCreateVideo,
  useDeleteVideo,
  useUpdateVideo,
  type BatchRef,
} from './batches.api';
import { batchLabel } from '../../lib/batch-names';
import { VideoForm } from './video-form';

function EditVideo({ video }: { video: BatchVideo }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const update = useUpdateVideo();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="secondary" aria-label={`Edit ${video.title}`}>
          Edit
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title={`Edit ${video.title}`} size="md">
        <VideoForm
          video={video}
          submitLabel="Save changes"
          onSubmit={async (body) => {
            await update.mutateAsync({ id: video._id, body });
            toast({ tone: 'success', title: `${body.title} is saved.` });
            setOpen(false);
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function DeleteVideo({ video, batch }: { video: BatchVideo; batch: string }) {
  const toast = useToast();
  const remove = useDeleteVideo();
  return (
    <ConfirmAction
      label="Delete"
      triggerLabel={`Delete ${video.title}`}
      title={`Delete ${video.title}?`}
      description={`The students of ${batch} no longer see this recording. The video itself stays on its host.`}
      confirmLabel="Delete"
      mutation={remove}
      run={(done) =>
        remove.mutate(video._id, {
          onSuccess: () => {
            done();
            toast({ tone: 'success', title: `${video.title} is deleted.` });
          },
        })
      }
    />
  );
}

/**
 * /admin/batches/{monthYear}/{domain}/add-videos: add recordings to a batch, edit and
 * delete them; the batch's students see them in this order.
 */
export function AdminBatchVideosPage({ batch }: { batch: BatchRef }) {
  const videos = useQuery(batchVideosQuery(batch));
  const label = batchLabel(batch);
  return (
    <ToastProvider label="Video changes">
      <Stack gap="lg">
        <PageHeader
          back={
            <Link
              className={linkClassName()}
              href={paths.adminBatch.href(batch.monthYear, batch.domain)}
            >
              Back to batch {label}
            </Link>
          }
          title={`Videos of ${label}`}
          description="Recordings shown to the students of this batch, in this order."
        />
        <AddVideo batch={batch} />
        <section aria-labelledby="batch-video-list">
          <Stack gap="md">
            <Heading level={2} size="lg" id="batch-video-list">
              Recordings
            </Heading>
            <QueryView
              query={videos}
              loading="Loading videos…"
              errorTitle="The videos could not be loaded"
              empty={
                <EmptyState
                  level={3}
                  title="No videos yet"
                  description="Add the first recording with the form above."
                />
              }
            >
              {(list) => (
                <Stack as="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {list.map((v) => (
                    <li key={v._id}>
                      <Card>
                        <Inline justify="space-between" gap="md">
                          <Stack gap="xs">
                            <Heading level={3} size="md">
                              {v.order + 1}. {v.title}
                            </Heading>
                            <KitLink href={v.videoUrl} target="_blank" rel="noreferrer">
                              {v.videoUrl}
                            </KitLink>
                            {v.description && <Text tone="muted">{v.description}</Text>}
                          </Stack>
                          <Inline gap="sm">
                            <EditVideo video={v} />
                            <DeleteVideo video={v} batch={label} />
                          </Inline>
                        </Inline>
                      </Card>
                    </li>
                  ))}
                </Stack>
              )}
            </QueryView>
          </Stack>
        </section>
      </Stack>
    </ToastProvider>
  );
}

function AddVideo({ batch }: { batch: BatchRef }) {
  const toast = useToast();
  const create = useCreateVideo();
  return (
    <section aria-labelledby="add-batch-video">
      <Card>
        <Stack gap="md">
          <Heading level={2} size="lg" id="add-batch-video">
            Add a video
          </Heading>
          <VideoForm
            submitLabel="Add video"
            onSubmit={async (fields) => {
              const v = await create.mutateAsync({ ...batch, ...fields });
              toast({ tone: 'success', title: `${v.title} is added to ${batchLabel(batch)}.` });
            }}
          />
        </Stack>
      </Card>
    </section>
  );
}
