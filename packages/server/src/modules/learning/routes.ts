// A learner's own progress: e-book reading, batch videos watched, the self-paced hub.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { EbookProgressService } from './ebook-progress';
import { LearningOverviewService } from './overview';
import { VideoProgressService } from './video-progress';

export function learningHandlers(ctx: AppContext): Handlers {
  const reading = new EbookProgressService(ctx);
  const videos = new VideoProgressService(ctx);
  const overview = new LearningOverviewService(ctx, reading);
  return defineHandlers({
    getEbookProgress: (c) => reading.get(me(c), c.params.id),
    saveEbookProgress: (c) => reading.save(me(c), c.params.id, c.body),
    listMyEbookReading: (c) => reading.listMine(me(c)),
    getLearningOverview: (c) => overview.overview(me(c)),
    listBatchVideoProgress: (c) => videos.list(me(c), c.query),
    saveBatchVideoProgress: (c) => videos.save(me(c), c.params.id, c.body),
  });
}
