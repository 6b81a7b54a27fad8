import { BufferedDocument, Mutation } from '@sanity/mutator';
import { describe, expect, it } from 'vitest';

// An editor who types on the moment after "Publiceren": the Studio still holds the draft the publish removes, so
// its save of the new keys is on the way when the lake tells of the removal. Sanity's mutator then replayed that
// save onto the removed draft and threw ("getAttribute only applies to plain objects"), which crashed the whole
// structure tool; patches/@sanity+mutator+6.16.0.patch lets the lake's answer decide instead, also when that answer
// comes under the save's own transaction id.
describe('an edit made while its draft is being published', () => {
  const draft = { _id: 'drafts.pagina', _type: 'page', _rev: 'r1', title: 'Versie 1' };
  const removedByThePublish = new Mutation({
    mutations: [{ delete: { id: draft._id } }],
    previousRev: 'r1',
    resultRev: 'r2',
    transactionId: 'r2',
  });

  /** The editor's keys, saved: the save is on its way (the lake has not answered it yet) under `saveId()`. */
  function editorTypes(mutations: object[]) {
    const document = new BufferedDocument(draft);
    let saveId = '';
    document.commitHandler = ({ mutation }) => {
      saveId = mutation.transactionId ?? '';
    };
    document.add(new Mutation({ mutations }));
    document.commit();
    return { document, saveId: () => saveId };
  }

  /** The lake's answer to the save, under the save's own transaction id, as its listener tells it. */
  function lakeAnswers(saveId: string, title: string, previousRev?: string) {
    return new Mutation({
      mutations: [{ createOrReplace: { ...draft, _rev: saveId, title } }],
      previousRev,
      resultRev: saveId,
      transactionId: saveId,
    });
  }

  it('does not crash when only the keys were saved, and shows the draft the lake makes of them', () => {
    const { document } = editorTypes([{ patch: { id: draft._id, set: { title: 'Versie 2' } } }]);
    expect(() => document.arrive(removedByThePublish)).not.toThrow();
    expect(document.LOCAL).toBeNull();
    document.arrive(
      new Mutation({
        mutations: [{ createOrReplace: { ...draft, _rev: 'r3', title: 'Versie 2' } }],
        resultRev: 'r3',
        transactionId: 'r3',
      }),
    );
    expect(document.LOCAL?.title).toBe('Versie 2');
  });

  it("shows the draft the lake made of the keys when the lake answers under the save's own transaction", () => {
    // The lake makes the draft anew from the published page (copy-on-write) and tells of it under the transaction id
    // the Studio sent; the mutator took that for the confirmation of what it already showed (nothing) and kept
    // showing nothing, so the Studio saw no draft to publish while the lake held one.
    const { document, saveId } = editorTypes([{ patch: { id: draft._id, set: { title: 'Versie 2' } } }]);
    expect(saveId()).not.toBe('');
    document.arrive(removedByThePublish);
    expect(document.LOCAL).toBeNull();
    document.arrive(lakeAnswers(saveId(), 'Versie 2'));
    expect(document.LOCAL?.title).toBe('Versie 2');
  });

  it('keeps keys typed after a save on screen when the lake confirms that save', () => {
    // The mutator rebuilds what it shows on every answer to a save; keys typed since must survive that.
    const { document, saveId } = editorTypes([{ patch: { id: draft._id, set: { title: 'Versie 2' } } }]);
    document.add(
      new Mutation({ mutations: [{ patch: { id: draft._id, set: { title: 'Versie 2 en meer' } } }] }),
    );
    document.arrive(lakeAnswers(saveId(), 'Versie 2', 'r1'));
    expect(document.LOCAL?.title).toBe('Versie 2 en meer');
  });

  it('keeps the keys on screen when the save also creates the draft from the published page, as the Studio sends it', () => {
    const { document } = editorTypes([
      { createIfNotExists: { ...draft, _rev: undefined } },
      { patch: { id: draft._id, set: { title: 'Versie 2' } } },
    ]);
    expect(() => document.arrive(removedByThePublish)).not.toThrow();
    expect(document.LOCAL?.title).toBe('Versie 2');
  });

  it('creates the draft, keys included, where the Studio holds no value for it at all', () => {
    const save = new Mutation({
      mutations: [
        { createIfNotExists: { _id: draft._id, _type: 'page', title: 'Versie 1' } },
        { patch: { id: draft._id, set: { title: 'Versie 2' } } },
      ],
      transactionId: 'r3',
    });
    expect(save.apply(undefined as unknown as null)?.title).toBe('Versie 2');
  });
});
