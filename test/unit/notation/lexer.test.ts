import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { tokenize, type Token } from '../../../core/src/notation';
import { LineTokens, lexLine } from '../../../core/src/notation/lexer';
import { upperCard, upperCountryAt } from '../../../core/src/notation/codeTable';
import { CARD_CODES, COUNTRY_CODES, cardByCode, countryByCode } from '../../../core/src/data';

/** Each token as `kind:text@start-end`, with `_` before a spaced one and `!` after a flagged one. */
function picture(tokens: readonly Token[]): string {
  return tokens.map((t) => `${t.spaced ? '_' : ''}${t.kind}:${t.text}@${t.start}-${t.end}${t.flag ? '!' : ''}`).join(' ');
}

describe('lexer', () => {
  test('words take letters, digits, + - and : after their first character', () => {
    assert.equal(picture(tokenize('IR6+3 IT-2 d4:6 xKR4+')), '_word:IR6+3@0-5 _word:IT-2@6-10 _word:d4:6@11-15 _word:xKR4+@16-21');
  });

  test('= and > start words; a sign only right after =', () => {
    assert.equal(picture(tokenize('=+2 =-4 =0 = >CON >')), '_word:=+2@0-3 _word:=-4@4-7 _word:=0@8-10 _word:=@11-12 _word:>CON@13-17 _word:>@18-19');
    assert.equal(picture(tokenize('=+-2 >C-N')), '_word:=+@0-2 unknown:-@2-3 word:2@3-4 _word:>C@5-7 unknown:-@7-8 word:N@8-9');
  });

  test('symbols, groups and brackets, with and without space before them', () => {
    assert.equal(picture(tokenize('NAS@(IT) [^NTB] ;')),
      '_word:NAS@0-3 symbol:@@3-4 lparen:(@4-5 word:IT@5-7 rparen:)@7-8 _lbracket:[^@9-11! word:NTB@11-14 rbracket:]@14-15 _semicolon:;@16-17');
    const plain = tokenize('[JUN]')[0]!;
    assert.equal(plain.flag, false);
    assert.equal(tokenize('NAS')[0]!.flag, false);
  });

  test('comments keep their inner text; one without } runs to the end and is flagged', () => {
    assert.equal(picture(tokenize('{a b} x {open')), '_comment:a b@0-5 _word:x@6-7 _comment:open@8-13!');
    assert.equal(picture(tokenize('{a} {b}', 0, 5)), '_comment:a@0-3 _comment:@4-5!');
  });

  test('annotations pair two marks at most; -- and — are no play, a lone - is unknown', () => {
    assert.equal(picture(tokenize('!!! ?! - -- —')), '_annotation:!!@0-2 annotation:!@2-3 _annotation:?!@4-6 _unknown:-@7-8 _noplay:--@9-11 _noplay:—@12-13');
  });

  test('an unknown character is one token; a surrogate pair stays whole', () => {
    assert.equal(picture(tokenize('é😀+')), '_unknown:é@0-1 unknown:😀@1-3 unknown:+@3-4');
    assert.equal(picture(tokenize('\ud83d')), '_unknown:\ud83d@0-1');
  });

  test('tokens stop at `to`; tabs separate like spaces', () => {
    assert.equal(picture(tokenize('1.1\tNAS&IT2 ; x', 3, 9)), '_word:NAS@4-7 symbol:&@7-8 word:I@8-9');
    assert.equal(picture(tokenize('!!', 0, 1)), '_annotation:!@0-1');
  });

  test('every token carries every field, in one shape', () => {
    for (const t of tokenize('NAS@{x} [^A] !? —')) assert.deepEqual(Object.keys(t), ['kind', 'text', 'start', 'end', 'spaced', 'flag']);
  });

  test('a line\'s tokens reuse the objects of the line before, and stop at its count', () => {
    const tokens = new LineTokens();
    lexLine(tokens, 'NAS@(IT) {long comment} [^NTB]');
    const first = tokens.items[0];
    lexLine(tokens, 'CIA ; x', 4);
    assert.equal(tokens.count, 2);
    assert.equal(tokens.items[0], first);
    assert.equal(picture(tokens.items.slice(0, tokens.count)), '_semicolon:;@4-5 _word:x@6-7');
    assert.equal(picture(tokens.items.slice(0, tokens.count)), picture(tokenize('CIA ; x', 4)));
  });

  // The parser lexes a line from the document it was split from (its characters read there, at the
  // line's offset): the tokens must be those of the line alone, whatever follows it in the document.
  test('a line read from its document at its offset gives the tokens of the line alone', () => {
    const lines = ['1.1  NAS@(IT) {long comment} [^NTB] ; CIA#IR6+3 !?', '1.2  x [', '^ y -', '-z {open', 'é😀+ =+2 >CON —'];
    for (const separator of ['\n', '\r\n', '\r']) {
      const documentText = `[Event "x"]${separator}${lines.join(separator)}${separator}`;
      let offset = `[Event "x"]${separator}`.length;
      for (const line of lines) {
        const alone = new LineTokens();
        const inDocument = new LineTokens();
        lexLine(alone, line, 4);
        lexLine(inDocument, line, 4, line.length, documentText, offset);
        assert.equal(picture(inDocument.items.slice(0, inDocument.count)), picture(alone.items.slice(0, alone.count)), JSON.stringify(line));
        assert.equal(inDocument.comments, alone.comments);
        assert.equal(inDocument.semicolons, alone.semicolons);
        offset += line.length + separator.length;
      }
    }
    // A line too long to keep is read as its head: what follows the head in the document is not read.
    for (const [head, rest] of [['NAS [', '^NTB]'], ['NAS -', '-'], ['NAS !', '?']]) {
      const alone = new LineTokens();
      const inDocument = new LineTokens();
      lexLine(alone, head!);
      lexLine(inDocument, head!, 0, head!.length, `${head}${rest}`, 0);
      assert.equal(picture(inDocument.items.slice(0, inDocument.count)), picture(alone.items.slice(0, alone.count)), head);
    }
  });
});

describe('code tables', () => {
  test('find every card and country the data knows, as the data spells it', () => {
    for (const code of CARD_CODES) assert.equal(upperCard(code), cardByCode(code)!.code);
    for (const code of COUNTRY_CODES) {
      assert.equal(upperCountryAt(code, 0), countryByCode(code)!.code);
      assert.equal(upperCountryAt(`x${code}4+`, 1), code);
    }
  });

  test('find nothing the data does not know: lower case, other lengths, other characters', () => {
    for (const text of ['nas', 'Nas', 'NA', 'NASA', 'N@S', '', 'ZZZ', '000']) assert.equal(upperCard(text), cardByCode(text)?.code, text);
    for (const text of ['it', 'iT', 'I', '', 'ZZ', 'I2', '1T', 'US']) assert.equal(upperCountryAt(text, 0), countryByCode(text)?.code, text);
  });
});
