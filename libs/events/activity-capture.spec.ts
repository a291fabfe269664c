import { captureActivities, noteRecordedActivity } from './activity-capture.js';
import type { CaseActivityEntity } from './case-activity.entity.js';

const entry = (id: string) => ({ id }) as CaseActivityEntity;
const later = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('captureActivities', () => {
  it('answers the entries recorded while the change ran, in order, across awaits', async () => {
    const { result, activities } = await captureActivities(async () => {
      noteRecordedActivity(entry('a-1'));
      await later();
      noteRecordedActivity(entry('a-2'));
      return 'done';
    });
    expect(result).toBe('done');
    expect(activities.map((activity) => activity.id)).toEqual(['a-1', 'a-2']);
  });

  it('keeps changes running at the same time apart, and records nowhere outside a capture', async () => {
    noteRecordedActivity(entry('outside'));
    const [first, second] = await Promise.all([
      captureActivities(async () => {
        await later();
        noteRecordedActivity(entry('first'));
      }),
      captureActivities(async () => {
        noteRecordedActivity(entry('second'));
        await later();
      }),
    ]);
    expect(first.activities.map((activity) => activity.id)).toEqual(['first']);
    expect(second.activities.map((activity) => activity.id)).toEqual(['second']);
  });

  it('answers nothing when the change fails: its error goes to the caller', async () => {
    await expect(
      captureActivities(async () => {
        noteRecordedActivity(entry('rolled-back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
  });
});
