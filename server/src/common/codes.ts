import type { Severity } from './diagnostic';

/**
 * Every diagnostic code the project reports, with its usual severity and a one-line title.
 * Codes are stable: a code is never reused for another meaning. docs/diagnostics.md documents
 * each one with an example, and a test keeps the two in step.
 * TSN0xx: notation (the text cannot be read as TSN). TSN1xx and up: the rules.
 */
export interface CodeInfo {
  readonly severity: Severity;
  readonly title: string;
}

export const NOTATION_CODES = {
  TSN001: { severity: 'error', title: 'Unrecognised line' },
  TSN002: { severity: 'error', title: 'Malformed tag' },
  TSN003: { severity: 'error', title: 'Malformed round label' },
  TSN004: { severity: 'error', title: 'Missing ; between the USSR\'s and the US\'s play' },
  TSN005: { severity: 'error', title: 'Too many ; on a line' },
  TSN006: { severity: 'error', title: 'Line out of order' },
  TSN007: { severity: 'error', title: 'Round written twice' },
  TSN008: { severity: 'warning', title: 'Tag written twice' },
  TSN009: { severity: 'warning', title: 'Not a TSN 2 file' },
  TSN010: { severity: 'error', title: 'Unexpected character' },
  TSN011: { severity: 'error', title: 'Unknown card code' },
  TSN012: { severity: 'error', title: 'Unknown country code' },
  TSN013: { severity: 'error', title: 'Code in the wrong case' },
  TSN014: { severity: 'error', title: 'Unknown region code' },
  TSN015: { severity: 'error', title: 'Play does not start with a card' },
  TSN016: { severity: 'error', title: 'Malformed influence' },
  TSN017: { severity: 'error', title: 'Malformed coup' },
  TSN018: { severity: 'error', title: 'Malformed realignment roll' },
  TSN019: { severity: 'error', title: 'Malformed space race or trap roll' },
  TSN020: { severity: 'error', title: 'Malformed war roll' },
  TSN021: { severity: 'error', title: 'Malformed Olympic Games or Summit dice' },
  TSN022: { severity: 'error', title: 'Malformed VP mark' },
  TSN023: { severity: 'error', title: 'Malformed DEFCON mark' },
  TSN024: { severity: 'error', title: 'Malformed card mark' },
  TSN025: { severity: 'error', title: 'Unbalanced parentheses or brackets' },
  TSN026: { severity: 'error', title: 'Unclosed comment' },
  TSN027: { severity: 'error', title: 'Item not allowed here' },
  TSN028: { severity: 'error', title: 'Mark written twice' },
  TSN029: { severity: 'error', title: 'Missing play symbol' },
  TSN030: { severity: 'error', title: 'Wrong kind of part for this line' },
  TSN031: { severity: 'error', title: 'No-play written with the wrong dash' },
  TSN032: { severity: 'hint', title: 'Count of one written out' },
  TSN033: { severity: 'error', title: 'Number out of range' },
  TSN034: { severity: 'error', title: 'Die out of range' },
  TSN035: { severity: 'error', title: 'Empty part' },
  TSN036: { severity: 'warning', title: 'Game line after the replay block' },
  TSN037: { severity: 'warning', title: 'Tag after the game began' },
  TSN038: { severity: 'hint', title: 'VP mark without a sign' },
  TSN039: { severity: 'error', title: 'Unclosed replay block' },
  TSN040: { severity: 'error', title: 'Play nested too deeply' },
  TSN041: { severity: 'error', title: 'File could not be analysed' },
  TSN042: { severity: 'information', title: 'More problems not shown' },
  TSN043: { severity: 'error', title: 'Play too long' },
} as const satisfies Record<string, CodeInfo>;

export type NotationCode = keyof typeof NOTATION_CODES;
