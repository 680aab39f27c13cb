import { Select } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { myBatchesQuery } from '../../data/batches/queries';
import { mentorChoiceLabel, mentorChoicesQuery } from '../../data/users/queries';
import { batchLabel, type CalendarPlace } from './calendar-url';

/** A pick as the select's value: `batch:<label>`, `mentor:<id>`, or empty for the admin's own. */
const valueOf = (place: CalendarPlace) =>
  place.mentor ? `mentor:${place.mentor}` : place.batch ? `batch:${place.batch}` : '';

/**
 * Whose calendar an admin sees: their own, a batch's (its classes and the due dates set for it) or
 * a mentor's (as the mentor sees it). The pick is kept in the URL by the page.
 */
export function AdminPick({
  place,
  onPick,
}: {
  place: CalendarPlace;
  onPick: (pick: Pick<CalendarPlace, 'mentor' | 'batch'>) => void;
}) {
  const batches = useQuery(myBatchesQuery());
  const mentors = useQuery(mentorChoicesQuery());
  const value = valueOf(place);
  const options = [
    { value: '', label: 'My calendar' },
    ...(batches.data ?? []).map((b) => ({
      value: `batch:${batchLabel(b)}`,
      label: `Batch ${batchLabel(b)}`,
    })),
    ...(mentors.data?.items ?? []).map((m) => ({
      value: `mentor:${m._id}`,
      label: `Mentor ${mentorChoiceLabel(m)}`,
    })),
  ];
  // The URL's pick stays choosable while the lists load (or if it is no longer among them).
  if (value && !options.some((o) => o.value === value))
    options.push({ value, label: place.batch ? `Batch ${place.batch}` : 'The mentor picked' });
  return (
    <Select
      label="Whose calendar"
      value={value}
      onChange={(e) => {
        const [kind, ...rest] = e.target.value.split(':');
        const id = rest.join(':');
        onPick(kind === 'mentor' ? { mentor: id } : kind === 'batch' ? { batch: id } : {});
      }}
      options={options}
    />
  );
}
