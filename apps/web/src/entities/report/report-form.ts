import { reportDetails, type ReportReason } from '@second-gear/contract';
import { z } from 'zod';
import { chosen } from '../../components/form/form-rules';
import type { Choice } from '../../components/form/form-fields';
import { entitiesCatalogue, wordsOf } from '../i18n';

/** The report form: a reason picked from the list, and optional words for the moderators. */
export const reportForm = z.object({
  reason: chosen(reportDetails.shape.reason),
  note: reportDetails.shape.note,
});
export const reportLabels = wordsOf({ reason: 'report.reasonLabel', note: 'report.noteLabel' });

const reasons: readonly ReportReason[] = [
  'scam',
  'misleading',
  'wrong-details',
  'offensive',
  'sold',
  'other',
];

/** Each reason as the reporter reads it, in the order the form offers them. */
export const reportReasonChoices: readonly Choice<ReportReason>[] = reasons.map((value) => ({
  value,
  get label() {
    return entitiesCatalogue.t(`report.reason.${value}`);
  },
}));
