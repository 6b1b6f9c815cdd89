"""`make anki-check`: imports decks written by `conjugar deck` with Anki's own importer.

Usage: anki_check.py PATH-TO-CONJUGAR

A basic deck is imported into a fresh collection, and the note count, note type, deck, fields
and tags are compared with the file; a learner's review and an edit are simulated; the same
command's deck (byte-identical) and a newer, larger one are imported over it, and no note may
be duplicated, lose its review or keep the edit; what Anki exports then checks ok with
`conjugar check`. A cloze deck is imported into another fresh
collection and checked the same way. Test code only: it is not part of conjugar.
"""

import os
import subprocess
import sys
import tempfile
import time

import anki.buildinfo
from anki.collection import Collection
from anki.import_export_pb2 import ImportCsvRequest


def fail(message):
    sys.exit(f"anki-check: FAILED: {message}")


def expect(condition, message):
    if not condition:
        fail(message)


def deck_file(conjugar, directory, name, arguments):
    """Runs `conjugar deck ARGUMENTS` into DIRECTORY/NAME; returns the path and the bytes."""
    result = subprocess.run([conjugar, "deck", *arguments], capture_output=True, check=False)
    expect(result.returncode == 0, f"conjugar deck {' '.join(arguments)} exited "
           f"{result.returncode}: {result.stderr.decode()}")
    path = os.path.join(directory, name)
    with open(path, "wb") as file:
        file.write(result.stdout)
    return path, result.stdout


def notes_of(data):
    """The header lines and the notes of a deck file: {guid: (first, second, tags)}."""
    headers, notes = {}, {}
    for line in data.decode("utf-8").split("\n"):
        if line.startswith("#"):
            key, _, value = line[1:].partition(":")
            headers[key] = value
        elif line:
            guid, first, second, tags = line.split("\t")
            expect(guid not in notes, f"GUID {guid} appears twice in the file")
            notes[guid] = (first, second, sorted(tags.split(" ")))
    return headers, notes


def import_file(collection, path):
    metadata = collection.get_csv_metadata(path=path, delimiter=None)
    return collection.import_csv(ImportCsvRequest(path=path, metadata=metadata)).log


def check_notes(collection, headers, notes, note_type, fields):
    ids = collection.find_notes("")
    expect(len(ids) == len(notes), f"{len(ids)} notes in the collection, {len(notes)} in the file")
    by_guid = {}
    for note_id in ids:
        note = collection.get_note(note_id)
        expect(note.guid in notes, f"note {note.guid} is not in the file")
        expect(note.guid not in by_guid, f"GUID {note.guid} imported twice")
        by_guid[note.guid] = note_id
        first, second, tags = notes[note.guid]
        expect(note.note_type()["name"] == note_type, f"note type {note.note_type()['name']}")
        expect(list(note.keys()) == fields, f"fields {list(note.keys())}")
        expect(note.fields == [first, second], f"fields of {note.guid}: {note.fields}")
        expect(sorted(note.tags) == tags, f"tags of {note.guid}: {note.tags} != {tags}")
        for card in note.cards():
            name = collection.decks.name(card.did)
            expect(name == headers["deck"], f"card of {note.guid} in deck {name}")
    return by_guid


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    conjugar = sys.argv[1]
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="conjugar-anki-") as directory:
        common = ["--vos", "--deck", "Conjugar::Check"]
        first, data = deck_file(conjugar, directory, "first.txt", ["--top", "40", *common])
        again, again_data = deck_file(conjugar, directory, "again.txt", ["--top", "40", *common])
        expect(data == again_data, "the same command wrote different bytes")
        newer, newer_data = deck_file(conjugar, directory, "newer.txt", ["--top", "45", *common])
        headers, notes = notes_of(data)
        _, newer_notes = notes_of(newer_data)
        expect(headers["notetype"] == "Basic", f"#notetype:{headers['notetype']}")

        collection = Collection(os.path.join(directory, "basic.anki2"))
        log = import_file(collection, first)
        expect(len(log.new) == len(notes), f"{len(log.new)} notes new of {len(notes)}")
        by_guid = check_notes(collection, headers, notes, "Basic", ["Front", "Back"])

        # A learner reviews one card and edits another note.
        reviewed_guid, edited_guid = sorted(notes)[:2]
        card = collection.get_note(by_guid[reviewed_guid]).cards()[0]
        card.type, card.queue, card.ivl, card.due, card.reps = 2, 2, 17, 100, 3
        collection.update_card(card)
        edited = collection.get_note(by_guid[edited_guid])
        edited["Back"] = "edited by the learner"
        collection.update_note(edited)

        log = import_file(collection, again)
        expect(len(log.new) == 0, f"re-import added {len(log.new)} notes")
        after = check_notes(collection, headers, notes, "Basic", ["Front", "Back"])
        expect(after == by_guid, "re-import changed note ids")
        card = collection.get_card(card.id)
        expect((card.ivl, card.reps) == (17, 3), "re-import lost the review")

        log = import_file(collection, newer)
        added = len(newer_notes) - len(notes)
        expect(len(log.new) == added, f"newer deck added {len(log.new)} notes, not {added}")
        after = check_notes(collection, headers, newer_notes, "Basic", ["Front", "Back"])
        expect(all(after[guid] == note_id for guid, note_id in by_guid.items()),
               "the newer deck replaced notes instead of updating them")
        expect(collection.get_card(card.id).ivl == 17, "the newer deck lost the review")

        # What Anki exports (notes with GUID, note type, deck and tags) checks ok.
        exported = os.path.join(directory, "exported.txt")
        collection.export_note_csv(out_path=exported, limit=None, with_html=True, with_tags=True,
                                   with_deck=True, with_notetype=True, with_guid=True)
        check = subprocess.run([conjugar, "check", exported], capture_output=True, check=False)
        summary = check.stdout.decode().strip().split("\n")[-1]
        expect(check.returncode == 0, f"conjugar check of Anki's export: {summary}")
        collection.close()

        cloze, cloze_data = deck_file(
            conjugar, directory, "cloze.txt", ["--style", "cloze", "--top", "10", "--vos"])
        cloze_headers, cloze_notes = notes_of(cloze_data)
        collection = Collection(os.path.join(directory, "cloze.anki2"))
        log = import_file(collection, cloze)
        expect(len(log.new) == len(cloze_notes), f"{len(log.new)} cloze notes new")
        check_notes(collection, cloze_headers, cloze_notes, "Cloze", ["Text", "Back Extra"])
        cards = collection.card_count()
        expect(cards == len(cloze_notes), f"{cards} cloze cards for {len(cloze_notes)} notes")
        collection.close()

    print(f"anki-check: Anki {anki.buildinfo.version}: "
          f"{len(notes)} basic notes imported (deck, fields, tags as written), re-imported "
          f"with no copy and the review kept, {added} added by a newer deck; Anki's export "
          f"checked by conjugar check ({summary}); "
          f"{len(cloze_notes)} cloze notes; {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
