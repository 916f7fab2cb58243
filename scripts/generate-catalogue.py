#!/usr/bin/env python3
"""Regenerates the Pocket Monster Index catalogue from Pokemon Showdown's data.

The data comes from the MIT-licensed PyPI package mcpkmn-showdown, which
bundles Showdown's pokedex and item tables:

    pip download --no-deps mcpkmn-showdown==1.1.1 -d /tmp/pk
    unzip -o /tmp/pk/mcpkmn_showdown-1.1.1-py3-none-any.whl -d /tmp/pk/x
    scripts/generate-catalogue.py /tmp/pk/x/mcpkmn_showdown/cache

It writes Examples/Sources/PocketMonsterIndex/Resources/{pokemon,berries}.tsv. The
output is committed; the app never needs the package.
"""
import json
import re
import sys
from pathlib import Path

# Berry numbers 1-64 as the games list them (Cheri Berry is No. 1).
BERRIES = """Cheri Chesto Pecha Rawst Aspear Leppa Oran Persim Lum Sitrus Figy Wiki Mago Aguav
Iapapa Razz Bluk Nanab Wepear Pinap Pomeg Kelpsy Qualot Hondew Grepa Tamato Cornn Magost
Rabuta Nomel Spelon Pamtre Watmel Durin Belue Occa Passho Wacan Rindo Yache Chople Kebia
Shuca Coba Payapa Tanga Charti Kasib Haban Colbur Babiri Chilan Liechi Ganlon Salac Petaya
Apicot Lansat Starf Enigma Micle Custap Jaboca Rowap""".split()


def ident(name):
    return re.sub(r"[^a-z0-9]", "", name.lower())


def main(cache):
    dex = json.loads((cache / "pokedex.json").read_text())
    items = json.loads((cache / "items.json").read_text())
    species = {k: v for k, v in dex.items() if 1 <= v.get("num", 0) <= 1025 and "forme" not in v and "baseSpecies" not in v}
    number = {}
    for key, value in dex.items():
        base = value.get("baseSpecies", value["name"])
        number[ident(value["name"])] = dex.get(ident(base), value).get("num", value.get("num"))
    assert sorted(v["num"] for v in species.values()) == list(range(1, 1026)), "missing national numbers"
    out = Path(__file__).resolve().parent.parent / "Examples/Sources/PocketMonsterIndex/Resources"
    rows = ["number\tname\ttypes\tevolves_from\tevolves_to\theight_m\tweight_kg\thp\tatk\tdef\tspa\tspd\tspe"]
    for value in sorted(species.values(), key=lambda v: v["num"]):
        prevo = number.get(ident(value.get("prevo", "")), "") if value.get("prevo") else ""
        evos = sorted({number[ident(e)] for e in value.get("evos", []) if ident(e) in number} - {value["num"]})
        stats = value["baseStats"]
        rows.append("\t".join(str(x) for x in [
            value["num"], value["name"], "/".join(value["types"]), prevo, ",".join(map(str, evos)),
            value["heightm"], value["weightkg"], stats["hp"], stats["atk"], stats["def"], stats["spa"], stats["spd"], stats["spe"]]))
    (out / "pokemon.tsv").write_text("\n".join(rows) + "\n")
    rows = ["number\tname\teffect"]
    for index, name in enumerate(BERRIES, start=1):
        item = items[ident(name + " Berry")]
        assert item["name"] == name + " Berry", name
        rows.append(f"{index}\t{item['name']}\t{item.get('shortDesc', item.get('desc', ''))}")
    assert len(rows) == 65
    (out / "berries.tsv").write_text("\n".join(rows) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
