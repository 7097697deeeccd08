#!/usr/bin/env python3
"""Writes N reviews as JSON Lines in the original server's format (what `dubeol import` reads),
in theme 1, dated over the last 400 days, with text made from the seed's phrases so that what
is common in real reviews is common here: a feature and a verdict (키 간격 오타가 줄었어요,
often), whole sentences of the seed (less often), and the seed's words in a shuffled row (now
and then), each phrase drawn with a Zipf-like weight. The same N and seed give the same file.
Usage: bench/reviews.py N SEED_JSON OUT [--random-seed S]"""
import datetime, hashlib, json, random, re, sys

n, seed_path, out_path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rng = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 20221)
seed = json.load(open(seed_path, encoding="utf-8"))

# The seed's generated half is "feature verdict ending": take its features and verdicts apart.
features = ["키 간격", "키보드 색감", "자판 배열", "다크 모드", "키 눌림 효과", "파스텔 톤", "단축키",
            "글자 크기", "자판 소리", "키 높이", "테마 배경", "폰트", "버튼 모양", "한영 전환",
            "자주 쓰는 말", "디자인"]
verdicts = ["오타가 줄었어요", "처음엔 어색했는데 금방 익숙해졌어요", "정말 마음에 들어요",
            "조금 아쉬워요", "손에 딱 맞아요", "매일 쓰고 있어요", "눈이 편해요", "디자인이 깔끔해요",
            "생각보다 훨씬 좋네요", "업데이트 기다려요", "친구한테도 추천했어요",
            "귀여워서 자꾸 보게 돼요"]
endings = ["", "", "", "ㅎㅎ", "~", "👍", "ㅠㅠ", "!!", "😊", ". 감사합니다", "ㅋㅋㅋ"]
# The seed's hand-written reviews, sentence by sentence.
sentences = [s.strip() for entry in seed if "Rating:" not in entry["content"]
             for s in re.split(r"(?<=[.!?])\s+", entry["content"]) if s.strip()]
words = [w for s in sentences for w in s.split()]
names = sorted({entry["userName"] for entry in seed if not entry.get("isAdmin")})


def zipf(items):
    """Draws from `items` with weights 1, 1/2, 1/3… in a shuffled order (fixed by the seed)."""
    order = list(items)
    rng.shuffle(order)
    weights = [1 / (i + 1) for i in range(len(order))]
    return lambda: rng.choices(order, weights)[0]


feature, verdict, ending = zipf(features), zipf(verdicts), zipf(endings)
sentence, word, name = zipf(sentences), zipf(words), zipf(names)


def phrase():
    roll = rng.random()
    if roll < 0.6:
        return f"{feature()} {verdict()}{ending()}"
    if roll < 0.9:
        return sentence()
    return " ".join(word() for _ in range(rng.randint(3, 8)))


def content():
    text = " ".join(phrase() for _ in range(rng.choice([1, 1, 1, 2, 2, 3])))
    if rng.random() < 0.15:
        text = "Rating: " + "⭐" * rng.randint(1, 5) + "\nReview: " + text
    return text


def stamp(ms):
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime(
        "%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


now = int(datetime.datetime.now(datetime.timezone.utc).timestamp() * 1000)
with open(out_path, "w", encoding="utf-8") as out:
    for i in range(n):
        author = name()
        created = now - rng.randint(0, 400 * 86400 * 1000)
        review = {
            "_id": "%024x" % rng.getrandbits(96),
            "content": content(),
            "createdAt": stamp(created),
            "theme": "1",
            "updatedAt": stamp(created),
            "user": {"_id": hashlib.sha256(author.encode()).hexdigest()[:24], "isAdmin": False,
                     "profileImage": None, "userName": author},
        }
        out.write(json.dumps(review, ensure_ascii=False) + "\n")
