import { reportDetails, type ReportReason } from '@second-gear/contract';
import { z } from 'zod';
import { chosen } from '../../components/form/form-rules';
import type { Choice } from '../../components/form/form-fields';

/** The report form: a reason picked from the list, and optional words for the moderators. */
export const reportForm = z.object({
  reason: chosen(reportDetails.shape.reason),
  note: reportDetails.shape.note,
});
export const reportLabels = { reason: 'Reason', note: 'Note' };

/** Each reason as the reporter reads it, in the order the form offers them. */
export const reportReasonChoices: readonly Choice<ReportReason>[] = [
  { value: 'scam', label: 'Scam or fraud' },
  { value: 'misleading', label: 'Misleading' },
  { value: 'wrong-details', label: 'Wrong price or details' },
  { value: 'offensive', label: 'Offensive' },
  { value: 'sold', label: 'Already sold' },
  { value: 'other', label: 'Other' },
];
