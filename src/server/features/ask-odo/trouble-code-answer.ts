// Ask Odo's answer to a question that names OBD-II trouble codes: each code's meaning, causes,
// severity and whether it is safe to drive, cited to the code list; never a guessed meaning.
import type { AskSource } from '../../../shared/ask-odo.ts';
import {
  describeTroubleCode,
  TROUBLE_CODE_LIST,
  type SafeToDrive,
  type TroubleCodeInfo,
} from '../knowledge/trouble-codes.ts';
import type { BuiltInAnswer } from './answers/context.ts';

/** More codes than this in one question: the first ones are answered, the rest named. */
export const MAX_CODES_ANSWERED = 4;

const DRIVE_LEAD: Record<SafeToDrive, string> = {
  yes: 'Yes.',
  caution: 'With care.',
  no: 'No.',
};

function codeBlock(info: TroubleCodeInfo): string {
  return [
    `${info.code}: ${info.meaning}`,
    `${info.system}. Severity: ${info.severity}.`,
    `What it means: ${info.explanation}`,
    `Common causes:\n${info.causes.map((cause) => `• ${cause}`).join('\n')}`,
    `Safe to drive? ${DRIVE_LEAD[info.safeToDrive]} ${info.driving}`,
    `What to do: ${info.advice}`,
  ].join('\n\n');
}

export function troubleCodeSource(info: TroubleCodeInfo): AskSource {
  return { kind: 'trouble_code', title: `${info.code}: ${info.meaning}`, detail: info.source };
}

export function troubleCodeAnswer(codes: readonly string[]): BuiltInAnswer {
  const answered = codes.slice(0, MAX_CODES_ANSWERED);
  const blocks: string[] = [];
  const sources: AskSource[] = [];
  for (const code of answered) {
    const report = describeTroubleCode(code);
    if (report.status === 'generic') {
      blocks.push(codeBlock(report.info));
      sources.push(troubleCodeSource(report.info));
    } else {
      blocks.push(report.message);
    }
  }
  const rest = codes.slice(MAX_CODES_ANSWERED);
  if (rest.length > 0) {
    blocks.push(
      `You also listed ${rest.join(', ')}. I've explained the first ${MAX_CODES_ANSWERED}; ask about the others in another question.`,
    );
  }
  if (sources.length > 0) {
    const together =
      sources.length > 1
        ? ' When codes appear together, one basic fault (a misfire, a fuel-mixture or a voltage problem) often sets off the others, so fix that first.'
        : '';
    blocks.push(
      `A code tells you where to look, not which part to replace: have the cause confirmed before buying parts.${together} Source: ${TROUBLE_CODE_LIST}; the causes and advice are Odo's general guidance, not your car maker's.`,
    );
  }
  return { intent: 'trouble_code', text: blocks.join('\n\n'), sources };
}
