import {
  normalizeError,
  type EbookCourseDetail,
  type EbookModuleSummary,
  type EbookProgress,
  type User,
} from '@campus/sdk';
import {
  Alert,
  Button,
  EmptyState,
  Inline,
  PageHeader,
  Progress,
  Select,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  linkClassName,
  visuallyHidden,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { minutes } from '../../lib/minutes';
import {
  ebookModuleQuery,
  ebookProgressQuery,
  ebookQuery,
  useSaveReading,
} from './ebook-reader.api';
import { QueryView } from '../../lib/query-view';
import {
  OutlineEntryParts,
  ReadingLayout,
  ReadingLoading,
  ReadingOutline,
  ReadingPager,
} from '../../lib/reading-layout';
import {
  fontSizes,
  useReaderSettings,
  widths,
  type ReaderFontSize,
  type ReaderWidth,
} from './reader-settings';
import { SafeHtml } from '../../lib/safe-html';
import { usePassageAnchor } from '../../lib/passage-anchor';
import * as css from './ebook-reader.css';

/** How long the reader waits after scrolling stops before it keeps the paragraph on the server. */
const KEEP_PLACE_AFTER_MS = 1500;

const sizeLabels: Record<ReaderFontSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'x-large': 'Extra large',
};
const widthLabels: Record<ReaderWidth, string> = {
  narrow: 'Narrow',
  comfortable: 'Comfortable',
  wide: 'Wide',
};

function ReaderLoading() {
  return (
    <ReadingLoading
      label="Loading e-book…"
      header={<Skeleton width="50%" height="2rem" />}
      text={
        <>
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton height="10rem" />
        </>
      }
      outlineRows={4}
    />
  );
}

const backToList = (
  <Link className={linkClassName()} href={paths.ebookStudent.href()}>
    All e-books
  </Link>
);

/** A key press meant for the page, not for a field or a control that uses arrows itself. */
function isPageKey(e: KeyboardEvent): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return false;
  const t = e.target as HTMLElement | null;
  if (!t) return true;
  return !t.closest(
    'input, textarea, select, [contenteditable="true"], video, iframe, [role="slider"]',
  );
}

function Contents({
  book,
  current,
  done,
}: {
  book: EbookCourseDetail;
  current: string;
  done: ReadonlySet<string>;
}) {
  return (
    <ReadingOutline titleId="contents-title" title="Contents">
      <ol className={css.lessonList}>
        {book.modules.map((m) => {
          const read = done.has(m._id);
          return (
            <li key={m._id}>
              <Link
                className={css.tocLink}
                href={paths.ebookReader.href(book._id, m._id)}
                aria-current={m._id === current ? 'page' : undefined}
              >
                <OutlineEntryParts
                  done={read}
                  label={`${m.order}. ${m.title}`}
                  status={read ? ', read' : ''}
                  duration={minutes(m.estimatedMinutes)}
                />
              </Link>
            </li>
          );
        })}
      </ol>
    </ReadingOutline>
  );
}

function Settings() {
  const [settings, update] = useReaderSettings();
  return (
    <Inline gap="md" wrap align="flex-end">
      <Select
        label="Text size"
        value={settings.fontSize}
        options={fontSizes.map((v) => ({ value: v, label: sizeLabels[v] }))}
        onChange={(e) => update({ fontSize: e.target.value as ReaderFontSize })}
      />
      <Select
        label="Line width"
        value={settings.width}
        options={widths.map((v) => ({ value: v, label: widthLabels[v] }))}
        onChange={(e) => update({ width: e.target.value as ReaderWidth })}
      />
    </Inline>
  );
}

/**
 * The module's text. Its top-level blocks are the "paragraphs" of the reader's place: the page
 * opens at the kept one, and keeps the top visible one once scrolling settles.
 */
function ModuleText({
  ebookId,
  module,
  resumeAt,
  onPlace,
}: {
  ebookId: string;
  module: EbookModuleSummary;
  resumeAt: number;
  onPlace?: (paragraph: number) => void;
}) {
  const content = useQuery(ebookModuleQuery(ebookId, module._id));
  const [settings] = useReaderSettings();
  // Fixed when the module opens: keeping the place later must not scroll the reader back.
  const [startAt] = useState(resumeAt);
  const box = useRef<HTMLDivElement>(null);
  const [resumed, setResumed] = useState(false);
  const html = content.data?.content;

  // Authors often open a module with its own title, which the reader already shows as the module's
  // heading: that block is hidden (the title would show twice), not removed, so the blocks keep
  // their numbers and a kept place (the paragraph index) points where it always did.
  useLayoutEffect(() => {
    const first = box.current?.firstElementChild;
    if (!html || !(first instanceof HTMLHeadingElement)) return;
    const same = (t: string | null) => (t ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
    if (same(first.textContent) === same(module.title)) first.hidden = true;
  }, [html, module.title]);

  useEffect(() => {
    const el = box.current;
    if (!html || !el || startAt <= 0) return;
    const block = el.children[Math.min(startAt, el.children.length - 1)] as HTMLElement | undefined;
    if (!block) return;
    block.dataset.resume = 'true';
    block.scrollIntoView({ block: 'start' });
    setResumed(true);
  }, [html, startAt]);

  // After the resume: a cited paragraph (#p-N, the assistant's sources) wins over the kept place.
  usePassageAnchor(box, html);

  useEffect(() => {
    const el = box.current;
    if (!html || !el || !onPlace || typeof IntersectionObserver === 'undefined') return;
    const blocks = Array.from(el.children);
    const visible = new Set<number>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const i = blocks.indexOf(entry.target);
        if (entry.isIntersecting) visible.add(i);
        else visible.delete(i);
      }
      clearTimeout(timer);
      if (visible.size === 0) return;
      const top = Math.min(...visible);
      timer = setTimeout(() => onPlace(top), KEEP_PLACE_AFTER_MS);
    });
    blocks.forEach((b) => observer.observe(b));
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [html, onPlace]);

  return (
    <QueryView
      query={content}
      loading={
        <SkeletonGroup label="Loading module…">
          <Stack gap="sm">
            <Skeleton />
            <Skeleton />
            <Skeleton width="70%" />
          </Stack>
        </SkeletonGroup>
      }
      errorTitle="This module could not be loaded"
    >
      {(text) => (
        <>
          <span role="status" className={visuallyHidden}>
            {resumed ? 'Continuing where you stopped reading.' : ''}
          </span>
          <SafeHtml
            ref={box}
            html={text.content}
            className={[
              css.prose,
              css.readerSize[settings.fontSize],
              css.readerWidth[settings.width],
            ].join(' ')}
          />
        </>
      )}
    </QueryView>
  );
}

function Reader({
  book,
  current,
  progress,
  resumeAt,
  user,
}: {
  book: EbookCourseDetail;
  current: EbookModuleSummary;
  progress: EbookProgress | undefined;
  resumeAt: number;
  user: User | null;
}) {
  const [, navigate] = useLocation();
  const save = useSaveReading(book._id);
  const headingId = useId();
  const index = book.modules.findIndex((m) => m._id === current._id);
  const prev = book.modules[index - 1];
  const next = book.modules[index + 1];
  const done = new Set(progress?.completedModuleIds ?? []);
  const here = useRef(current._id);
  const saveRef = useRef(save.mutate);
  /** The place last sent ("module:paragraph"). */
  const lastPlace = useRef('');
  saveRef.current = save.mutate;

  const signedIn = Boolean(user);
  const resumeRef = useRef(resumeAt);
  resumeRef.current = resumeAt;
  useEffect(() => {
    // Opening a module is the place to come back to (signed-in readers only).
    if (signedIn) {
      lastPlace.current = `${current._id}:${resumeRef.current}`;
      saveRef.current({ moduleId: current._id, paragraph: resumeRef.current });
    }
    if (here.current !== current._id) document.getElementById(headingId)?.focus();
    here.current = current._id;
  }, [current._id, headingId, signedIn]);

  const go = (to: EbookModuleSummary | undefined) => {
    if (!to) return;
    // Leaving forward means this module was read; the saves run one after another (learning.api).
    if (user && to === next) saveRef.current({ moduleId: current._id, completed: true });
    navigate(paths.ebookReader.href(book._id, to._id));
  };
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPageKey(e)) return;
      if (e.key === 'ArrowLeft') goRef.current(prev);
      else if (e.key === 'ArrowRight') goRef.current(next);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [prev, next]);

  const finish = () => save.mutate({ moduleId: current._id, completed: true });
  // One stable callback, and only a place that moved is sent: a new callback each render would
  // re-observe the text and save again after every answer (a save every 1.5 s while reading).
  const savePlace = useCallback(
    (paragraph: number) => {
      const place = `${current._id}:${paragraph}`;
      if (lastPlace.current === place) return;
      lastPlace.current = place;
      saveRef.current({ moduleId: current._id, paragraph });
    },
    [current._id],
  );
  const keepPlace = user ? savePlace : undefined;

  return (
    <Stack gap="xl">
      <PageHeader
        back={
          <Link className={linkClassName({ tone: 'muted' })} href={paths.ebookStudent.href()}>
            ← All e-books
          </Link>
        }
        title={book.title}
        size="xl"
      >
        <Text size="sm" tone="muted">
          {book.moduleCount} modules · about {book.estimatedMinutes} min · by {book.author.name}
        </Text>
        {user && progress ? (
          <Progress label="Reading progress" value={progress.progress} />
        ) : (
          <Alert tone="info" title="Reading as a guest" live="none">
            <Link
              className={linkClassName()}
              href={paths.login.href(paths.ebookReader.href(book._id, current._id))}
            >
              Log in
            </Link>{' '}
            to keep your place: Campus then opens this e-book where you stopped, on any device.
          </Alert>
        )}
        <Settings />
      </PageHeader>
      <ReadingLayout
        headingId={headingId}
        title={current.title}
        above={
          <Text size="sm" tone="muted">
            Module {index + 1} of {book.modules.length} · {minutes(current.estimatedMinutes)}
            {done.has(current._id) ? ' · Read' : ''}
          </Text>
        }
        footer={
          <Stack gap="sm">
            <ReadingPager
              previous={
                <Button
                  variant="secondary"
                  iconStart={<ChevronLeft size={18} />}
                  disabled={!prev}
                  onClick={() => go(prev)}
                >
                  Previous module
                </Button>
              }
              next={
                next ? (
                  <Button iconEnd={<ChevronRight size={18} />} onClick={() => go(next)}>
                    Next module
                  </Button>
                ) : (
                  user && (
                    <Button
                      loading={save.isPending}
                      onClick={finish}
                      disabled={done.has(current._id)}
                    >
                      {done.has(current._id) ? 'Finished' : 'Finish the e-book'}
                    </Button>
                  )
                )
              }
            />
            <Text size="xs" tone="muted">
              Tip: the ← and → keys move to the previous and next module.
            </Text>
            {progress?.finished && (
              <Alert tone="success" title="You finished this e-book" live="status">
                Every module is read. You can come back to any of them.
              </Alert>
            )}
            {save.isError && (
              <Alert tone="warning" live="alert">
                Your place could not be kept: {normalizeError(save.error).message}
              </Alert>
            )}
          </Stack>
        }
        outline={<Contents book={book} current={current._id} done={done} />}
      >
        <ModuleText
          key={current._id}
          ebookId={book._id}
          module={current}
          resumeAt={resumeAt}
          onPlace={keepPlace}
        />
      </ReadingLayout>
    </Stack>
  );
}

/**
 * The Skill_Up reader: /ebookstudent/:ebookId[/:moduleId]. The table of contents beside
 * the module; a signed-in reader's place (module and paragraph) is kept on the server and the
 * e-book opens there next time, on any device. Guests read what is published.
 */
export function EbookReaderPage({
  ebookId,
  moduleId,
  user,
}: {
  ebookId: string;
  moduleId?: string;
  user: User | null;
}) {
  const book = useQuery(ebookQuery(ebookId));
  const progress = useQuery({ ...ebookProgressQuery(ebookId), enabled: Boolean(user) });
  // Where the reader opened the book, fixed for this visit: saving moves the server's place.
  const [opened] = useState(() => ({ moduleId }));

  // A signed-in reader's place decides where the book opens, so it is waited for too; failing to
  // read it only costs the place.
  if (user && progress.isPending) return <ReaderLoading />;
  return (
    <QueryView
      query={book}
      loading={<ReaderLoading />}
      errorTitle="This e-book could not be loaded"
      page={{ notFoundTitle: 'E-book not found', back: backToList }}
    >
      {(b) => {
        if (b.modules.length === 0) {
          return (
            <Stack gap="md">
              <PageHeader title={b.title} size="xl" />
              <EmptyState
                title="No modules yet"
                description="The author is still writing this e-book. Check back soon."
                action={backToList}
              />
            </Stack>
          );
        }
        const place = progress.data;
        const fromUrl = b.modules.find((m) => m._id === moduleId);
        const resumed = b.modules.find((m) => m._id === place?.lastModuleId);
        const current = fromUrl ?? resumed ?? b.modules[0]!;
        // The kept paragraph applies when the reader arrives at the kept module, not on later moves.
        const arrivedAtPlace = current._id === place?.lastModuleId && opened.moduleId === moduleId;
        const resumeAt = arrivedAtPlace ? place.paragraph : 0;
        return (
          <>
            {progress.isError && (
              <Alert tone="warning" live="none">
                Your reading place could not be loaded, so this opens at the start.
              </Alert>
            )}
            <Reader
              key={b._id}
              book={b}
              current={current}
              progress={place}
              resumeAt={resumeAt}
              user={user}
            />
          </>
        );
      }}
    </QueryView>
  );
}
