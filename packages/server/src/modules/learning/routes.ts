// A learner's own progress (issue 14): e-book reading, batch videos watched, the self-paced hub.
import type { AppContext, BatchRef } from '../../context';
import { me, type Handlers } from '../../http/router';
import { EbookProgressService, type EbookProgressInput } from './ebook-progress';
import { LearningOverviewService } from './overview';
import { VideoProgressService } from './video-progress';

export function learningHandlers(ctx: AppContext): Handlers {
  const reading = new EbookProgressService(ctx);
  const videos = new VideoProgressService(ctx);
  const overview = new LearningOverviewService(ctx, reading);
  const id = (c: { params: Record<string, string> }) => c.params.id ?? '';
  return {
    getEbookProgress: (c) => reading.get(me(c), id(c)),
    saveEbookProgress: (c) => reading.save(me(c), id(c), c.body as EbookProgressInput),
    listMyEbookReading: (c) => reading.listMine(me(c)),
    getLearningOverview: (c) => overview.overview(me(c)),
    listBatchVideoProgress: (c) => videos.list(me(c), c.query as unknown as BatchRef),
    saveBatchVideoProgress: (c) =>
      videos.save(me(c), id(c), c.body as { watched?: boolean; positionSeconds?: number }),
  };
}
