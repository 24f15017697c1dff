// What happens in each benchmark conversation, and what is asked about it afterwards. An event is one owner message
// (in one of several phrasings, often inside small talk) and the personality's reply; a question names the events that
// hold its answer: "key" is the owner's message, "key>" the reply it got.
import type { World } from "./worlds";

export type Kind = "single" | "multi" | "temporal" | "inference";
export type StoryEvent = { key: string; session: number; owner: string[]; persona: string[] };
export type StoryQuestion = { kind: Kind; question: string; answer: string; evidence: string[] };
export type Story = { events: StoryEvent[]; questions: StoryQuestion[] };

const ev = (key: string, session: number, owner: string[], persona: string[]): StoryEvent => ({ key, session, owner, persona });
const q = (kind: Kind, question: string, answer: string, evidence: string[]): StoryQuestion => ({ kind, question, answer, evidence });

/** Sessions run 0..11, a few days apart; events are placed in them. */
export const SESSIONS = 12;

export function stories(w: World): Story[] {
  const {
    habits: h,
    sister: s,
    partner: p,
    friend: f,
    job1,
    job2,
    pet,
    trip,
    food,
    music,
    book,
    home,
    mother: m,
    race,
    injury,
    car,
    plant,
    language: lang,
    wedding,
    childhood: ch,
    fear,
  } = w;
  return [
    {
      events: [
        ev(
          "sister",
          0,
          [
            `Long day. My sister ${s.name} rang at lunch, she's ${s.job} and had the night shift again, so she was half asleep the whole call.`,
            `I was on the phone with ${s.name} for ages, my big sister. She works as ${s.job} and honestly she's the patient one in the family.`,
            `Did I ever mention my sister? ${s.name}. She's ${s.job}, and she always knows what to say when I spiral.`,
          ],
          [
            `${s.name} sounds like a steady light. Night shifts take a lot out of a person; I hope she rests.`,
            `A sister who listens is a treasure. Tell me more about ${s.name} sometime.`,
          ],
        ),
        ev(
          "sister-move",
          4,
          [
            `Big news from ${s.name}: she and ${s.husband} are moving to ${s.city}! She found a post there and they sign the lease next week.`,
            `So ${s.name} just told me they're really doing it, moving up to ${s.city}. I'm happy for her but it's so far.`,
          ],
          [
            `${s.city}! That is a brave change. You will miss having her close, I think.`,
            `A new city for her. Will you visit once they have settled in?`,
          ],
        ),
        ev(
          "sister-husband",
          2,
          [
            `${s.name}'s husband ${s.husband} came round for dinner, he's ${s.husbandJob} and spent an hour explaining why my bookshelf is wonky.`,
            `Had ${s.husband} over tonight, ${s.name}'s husband. He's ${s.husbandJob}, very precise, very funny after two glasses of wine.`,
          ],
          [
            `An evening of laughter and bookshelf engineering. I like ${s.husband} already.`,
            `It sounds like a warm evening. Did he fix the shelf in the end?`,
          ],
        ),
      ],
      questions: [
        q("single", `What does my sister do for work?`, s.job, ["sister"]),
        q("single", `What is my sister's husband's job?`, s.husbandJob, ["sister-husband"]),
        q("multi", `Which city is my sister moving to, and what is her job going to be there?`, `${s.city}, as ${s.job}`, [
          "sister",
          "sister-move",
        ]),
        q("multi", `What does the husband of my nurse or teacher sister do, and where are they moving?`, `${s.husbandJob}; ${s.city}`, [
          "sister-husband",
          "sister-move",
        ]),
        q("temporal", `When did ${s.name} tell me she was moving away?`, `the session of sister-move`, ["sister-move"]),
        q("inference", `If I want to visit ${s.name} after her move, where do I need to travel?`, s.city, ["sister-move"]),
      ],
    },
    {
      events: [
        ev(
          "partner",
          0,
          [
            `${p.name} is working late again, he's ${p.job} so evenings are his busy time. I've got the flat to myself.`,
            `My partner ${p.name} is ${p.job}, which means I get a lot of quiet evenings. Tonight is one of them.`,
          ],
          [`Quiet evenings can be good company too. What will you do with yours?`, `Then let me keep you company while ${p.name} works.`],
        ),
        ev(
          "bday-wrong",
          3,
          [`Reminder for myself: ${p.name}'s birthday is ${p.birthdayWrong}. I always panic about it at the last minute.`],
          [`I will help you remember. Any idea what you will give?`],
        ),
        ev(
          "bday-right",
          6,
          [
            `Oh no, I told you ${p.name}'s birthday was ${p.birthdayWrong}, but I checked his passport and it's actually ${p.birthday}. Glad I looked.`,
            `Correction: ${p.name}'s birthday is ${p.birthday}, not ${p.birthdayWrong}. I had it wrong for years, apparently.`,
          ],
          [`Good that you checked! ${p.birthday} it is, then.`, `A near miss. I will hold the right date now.`],
        ),
        ev(
          "gift",
          7,
          [`I think I've found the present for ${p.name}: ${p.gift}. It's a bit over budget but he'll love it.`],
          [`That is a thoughtful gift. It says you listen to him.`],
        ),
      ],
      questions: [
        q("single", `What does ${p.name} do for a living?`, p.job, ["partner"]),
        q("temporal", `When is ${p.name}'s birthday?`, p.birthday, ["bday-right"]),
        q("single", `What present did I pick for my partner?`, p.gift, ["gift"]),
        q("multi", `What gift am I getting ${p.name}, and on what date should I give it?`, `${p.gift}, ${p.birthday}`, [
          "gift",
          "bday-right",
        ]),
        q("inference", `Why are my evenings often quiet at home?`, `${p.name} works evenings as ${p.job}`, ["partner"]),
        q("temporal", `Which birthday date did I first give you for ${p.name} before correcting it?`, p.birthdayWrong, ["bday-wrong"]),
      ],
    },
    {
      events: [
        ev(
          "friend",
          1,
          [
            `Met up with ${f.name} for coffee. We met at ${f.metAt} years ago and she's now ${f.job}, so of course she brought pastries.`,
            `${f.name} came by! We've been friends since ${f.metAt}. She's ${f.job} now and she judged my bread very harshly.`,
          ],
          [
            `Friends from ${f.metAt} are the kind that last. And pastries are a fine way to arrive.`,
            `Ha! A friend with standards. It sounds like she cares.`,
          ],
        ),
        ev(
          "friend-baby",
          9,
          [
            `${f.name} had her baby last night! A little girl called ${f.baby}. I cried a bit reading the message.`,
            `The baby came! ${f.name}'s daughter is called ${f.baby}, and everyone is well.`,
          ],
          [`Welcome to the world, ${f.baby}. That is wonderful news.`, `Tears of joy are the best kind. Give ${f.name} my warmest wishes.`],
        ),
      ],
      questions: [
        q("single", `Where did I first meet ${f.name}?`, f.metAt, ["friend"]),
        q("single", `What is the name of ${f.name}'s baby?`, f.baby, ["friend-baby"]),
        q("temporal", `When was ${f.name}'s baby born?`, `the day before friend-baby`, ["friend-baby"]),
        q("multi", `What is the job of the friend whose baby is called ${f.baby}?`, f.job, ["friend", "friend-baby"]),
        q("inference", `Which of my friends would be a good person to ask for a cake recipe?`, f.name, ["friend"]),
      ],
    },
    {
      events: [
        ev(
          "job1",
          0,
          [
            `Work was a slog. I'm a ${job1.role} at ${job1.company} and today was nothing but broken spreadsheets.`,
            `I do numbers all day at ${job1.company}, ${job1.role} is the title, and ${job1.boss}, my manager, wanted three reports by five.`,
          ],
          [
            `Broken spreadsheets test anyone's patience. You made it through the day.`,
            `Three reports by five is a siege. I hope you rested afterwards.`,
          ],
        ),
        ev(
          "commute",
          1,
          [`The commute is ${job1.commute} each way, and today it was packed. I read about four pages.`],
          [`That is a long time each way. At least the pages are yours.`],
        ),
        ev(
          "boss",
          2,
          [`${job1.boss} praised my forecast in the team meeting, in front of everyone. I didn't know where to look.`],
          [`You earned that praise. Let yourself enjoy it.`],
        ),
        ev(
          "interview",
          3,
          [`Don't tell anyone, but I had an interview with ${job2.company} today. It went better than I expected.`],
          [`Your secret is safe. How do you feel about it?`],
        ),
        ev(
          "job2",
          5,
          [
            `I got it! ${job2.company} offered me the ${job2.role} job. I start on ${job2.start}. I handed my notice to ${job1.boss} this morning.`,
            `So... I accepted the offer. ${job2.role} at ${job2.company}, starting ${job2.start}. Leaving ${job1.company} feels strange.`,
          ],
          [`Congratulations! A new chapter. I am proud of you.`, `That is wonderful. Change is frightening and you chose it anyway.`],
        ),
        ev(
          "team",
          7,
          [`First weeks at the new place are good. I'm on ${job2.team}, and nobody has asked me for a spreadsheet yet.`],
          [`A good start. It sounds like you landed well.`],
        ),
      ],
      questions: [
        q("single", `What was my job title at ${job1.company}?`, job1.role, ["job1"]),
        q("single", `How long was my commute at my old job?`, job1.commute, ["commute"]),
        q("single", `Which team did I join at the new job?`, job2.team, ["team"]),
        q("temporal", `When did I start at ${job2.company}?`, job2.start, ["job2"]),
        q("temporal", `When did I have my job interview?`, `session of interview`, ["interview"]),
        q("multi", `Who was my manager at the company I left for ${job2.company}?`, job1.boss, ["job1", "job2"]),
        q("multi", `What was my title before and what is it after changing jobs?`, `${job1.role} then ${job2.role}`, ["job1", "job2"]),
        q("inference", `Do I still work at ${job1.company}?`, `no, left for ${job2.company}`, ["job2"]),
        q("inference", `Was I looking for another job while I was still at my old company?`, `yes, interviewed with ${job2.company}`, [
          "interview",
        ]),
      ],
    },
    {
      events: [
        ev(
          "pet-idea",
          2,
          [
            `I keep looking at ${pet.kind}s on the ${pet.shelter} website. Is that a sign?`,
            `We've been talking about adopting a ${pet.kind}. I looked at ${pet.shelter}'s page for an hour.`,
          ],
          [`It may be a sign that your home has room for one more heart.`],
        ),
        ev(
          "pet-adopt",
          5,
          [
            `We did it. We brought home a ${pet.breed} from ${pet.shelter} today! No name yet, any ideas?`,
            `Meet the newest member of the family: a ${pet.breed} from ${pet.shelter}. We still need a name.`,
          ],
          [
            `What about ${pet.name}? It sounds like someone who steals socks.`,
            `Welcome, little one! I would call them ${pet.name}, if you will take a suggestion.`,
          ],
        ),
        ev(
          "pet-name",
          5,
          [`${pet.name} it is! It suits them perfectly.`, `Okay you win, the name is ${pet.name}.`],
          [`I am honoured. Give ${pet.name} a scratch from me.`],
        ),
        ev(
          "pet-vet",
          8,
          [`Took ${pet.name} to ${pet.vet} for the jabs. Apparently they should eat ${pet.food} and nothing from my plate.`],
          [`Good care. ${pet.name} is lucky to have you.`],
        ),
        ev(
          "pet-mischief",
          10,
          [`${pet.name} chewed through the charger cable last night. I love them, but honestly.`],
          [`Ha! A small rebel. Keep the cables high.`],
        ),
      ],
      questions: [
        q("single", `What breed is my ${pet.kind}?`, pet.breed, ["pet-adopt"]),
        q("single", `Who suggested the name ${pet.name}?`, w.persona, ["pet-adopt>", "pet-name"]),
        q("single", `What should ${pet.name} eat according to the vet?`, pet.food, ["pet-vet"]),
        q("temporal", `When did we adopt our ${pet.kind}?`, `session of pet-adopt`, ["pet-adopt"]),
        q("multi", `Where did ${pet.name} come from?`, pet.shelter, ["pet-adopt", "pet-name"]),
        q("multi", `What is the name of our ${pet.breed}, and which vet do we see?`, `${pet.name}, ${pet.vet}`, ["pet-name", "pet-vet"]),
        q("inference", `Is it safe to leave my phone charging on the floor at home?`, `no, ${pet.name} chews cables`, ["pet-mischief"]),
        q("inference", `Do I have a pet?`, `yes, ${pet.name} the ${pet.breed}`, ["pet-adopt"]),
      ],
    },
    {
      events: [
        ev(
          "trip",
          1,
          [
            `I booked it! ${trip.place} with ${trip.companion}, flying out on ${trip.date1}. Now I just have to survive until then.`,
            `Guess what, we're going to ${trip.place}. Tickets for ${trip.date1}, just me and ${trip.companion}.`,
          ],
          [`${trip.place}! I can already picture you there. What do you most want to see?`, `Something to look forward to. That matters.`],
        ),
        ev(
          "hotel",
          3,
          [`Found the place to stay for the trip: ${trip.hotel}. The photos look unreal.`],
          [`That sounds lovely. Send me the light of it when you are there.`],
        ),
        ev(
          "trip-move",
          8,
          [
            `Bad news, we had to move the ${trip.place} trip because of ${trip.reason}. It's now ${trip.date2}. The airline charged us forty euros each.`,
            `The trip is moving: ${trip.reason} got in the way, so we fly on ${trip.date2} instead. Annoying but fine.`,
          ],
          [`Disappointing, but the city will still be there. The waiting makes it sweeter.`],
        ),
        ev(
          "lang",
          4,
          [`I've started learning ${lang.name} with ${lang.app}, because of ${lang.reason}. I can order coffee now. Badly.`],
          [`Ordering coffee is the first step of every great journey.`],
        ),
      ],
      questions: [
        q("single", `Where are we staying on the ${trip.place} trip?`, trip.hotel, ["hotel"]),
        q("single", `What language am I learning, and how?`, `${lang.name} with ${lang.app}`, ["lang"]),
        q("temporal", `When do we fly to ${trip.place} now?`, trip.date2, ["trip-move"]),
        q("temporal", `What was the original date of the ${trip.place} trip?`, trip.date1, ["trip"]),
        q("multi", `Why was the trip with ${trip.companion} moved, and to when?`, `${trip.reason}; ${trip.date2}`, ["trip", "trip-move"]),
        q("multi", `Why am I learning ${lang.name}, and when will I need it?`, `${lang.reason}, ${trip.date2}`, ["lang", "trip-move"]),
        q("inference", `Will someone need to look after ${pet.name} in ${trip.date2.replace(/.* of /, "")}?`, `yes, during the trip`, [
          "trip-move",
          "pet-name",
        ]),
        q("inference", `Am I travelling alone on my holiday?`, `no, with ${trip.companion}`, ["trip"]),
      ],
    },
    {
      events: [
        ev(
          "fav-food",
          0,
          [
            `Made ${food.favourite} tonight, my absolute favourite. I could eat it every day.`,
            `Nothing beats ${food.favourite}. It's my comfort food, always has been.`,
          ],
          [`Comfort on a plate. You deserve it.`],
        ),
        ev(
          "dislike",
          2,
          [`Why does every salad in this city come covered in ${food.dislike}? I hate it, it ruins everything.`],
          [`A strong opinion! I will remember never to offer you ${food.dislike}.`],
        ),
        ev(
          "allergy",
          3,
          [
            `Had a scare at lunch, turns out the sauce had ${food.allergy} in it and I'm allergic. Lips swelled up, had to take an antihistamine.`,
            `I'm allergic to ${food.allergy}, and a sauce today had them hidden in it. I'm fine now, just shaken.`,
          ],
          [`That is frightening. I am glad you are safe. Always ask about ${food.allergy}.`],
        ),
        ev(
          "restaurant",
          6,
          [`Found a new favourite restaurant, ${food.restaurant}. The owner remembered my name the second time.`],
          [`A place that knows your name is a kind of home.`],
        ),
      ],
      questions: [
        q("single", `What is my favourite dish?`, food.favourite, ["fav-food"]),
        q("single", `What food am I allergic to?`, food.allergy, ["allergy"]),
        q("single", `Which ingredient do I hate?`, food.dislike, ["dislike"]),
        q("inference", `Would a salad topped with ${food.dislike} be a good thing to order for me?`, `no`, ["dislike"]),
        q("inference", `Is a cake with ${food.allergy} safe for me to eat?`, `no, allergic`, ["allergy"]),
        q("temporal", `When did I have the allergic reaction?`, `session of allergy`, ["allergy"]),
        q(
          "multi",
          `What is the name of my new favourite restaurant, and what dish should I avoid there if it has ${food.allergy}?`,
          `${food.restaurant}`,
          ["restaurant", "allergy"],
        ),
      ],
    },
    {
      events: [
        ev(
          "band",
          1,
          [`I've had ${music.band} on repeat all week. Their sound just makes everything feel slower, in a good way.`],
          [`Music that slows the world is a gift. I can hear why you love it.`],
        ),
        ev(
          "concert",
          3,
          [`Got tickets! ${music.band} at ${music.venue} on ${music.concert}. I screamed a little.`],
          [`A night to look forward to! I am happy for you.`],
        ),
        ev(
          "concert-after",
          7,
          [`The concert last night was everything. They played my favourite song as the encore and I cried.`],
          [`Those are the nights we carry for years.`],
        ),
        ev(
          "instrument",
          2,
          [
            `I signed up for ${music.instrument} lessons. My teacher is ${music.teacher}, we meet on ${music.lessonDay}. My fingers hurt already.`,
          ],
          [`The hurt fingers fade; the music stays. I am proud of you for starting.`],
        ),
        ev(
          "recital",
          10,
          [`${music.teacher} says I'm ready to play in the little student concert. I'm terrified.`],
          [`Terror and readiness often walk together. You will be fine.`],
        ),
      ],
      questions: [
        q("single", `Which band have I been listening to on repeat?`, music.band, ["band"]),
        q("single", `What instrument am I learning?`, music.instrument, ["instrument"]),
        q("temporal", `When was the ${music.band} concert?`, music.concert, ["concert"]),
        q("single", `When are my music lessons each week?`, music.lessonDay, ["instrument"]),
        q("multi", `Who teaches me ${music.instrument}, and what did they say I'm ready for?`, `${music.teacher}; the student concert`, [
          "instrument",
          "recital",
        ]),
        q("multi", `Where did I see the band I had on repeat?`, music.venue, ["band", "concert"]),
        q(
          "inference",
          `Am I busy on ${music.lessonDay.replace(/s? (evenings|mornings|afternoons)$/, "")}?`,
          `yes, ${music.instrument} lessons`,
          ["instrument"],
        ),
        q("inference", `Did I enjoy the concert?`, `yes, cried at the encore`, ["concert-after"]),
      ],
    },
    {
      events: [
        ev(
          "book",
          4,
          [`I'm reading ${book.title} by ${book.author} for ${book.club}. It's slow but it gets under your skin.`],
          [`Slow books are often the deep ones. What do you think of it so far?`],
        ),
        ev(
          "club",
          5,
          [`${book.club} meets ${book.clubDay}, and I finally said something out loud at the last one.`],
          [`Your voice belongs in that room.`],
        ),
        ev(
          "book-done",
          9,
          [`Finished ${book.title}! The ending wrecked me. I'm not ready to start the next one.`],
          [`Let it settle. Good endings need a few days.`],
        ),
      ],
      questions: [
        q("single", `Who wrote the book I'm reading for my book club?`, book.author, ["book"]),
        q("single", `When does my book club meet?`, book.clubDay, ["club"]),
        q("temporal", `When did I finish ${book.title}?`, `session of book-done`, ["book-done"]),
        q("multi", `What book is ${book.club} reading, and who wrote it?`, `${book.title} by ${book.author}`, ["book", "club"]),
        q("inference", `Have I finished the book-club book yet?`, `yes`, ["book-done"]),
      ],
    },
    {
      events: [
        ev(
          "move-plan",
          0,
          [`We're leaving ${home.from}, finally. We signed for ${home.floor} in ${home.to}.`],
          [`A new home! What made you choose ${home.to}?`],
        ),
        ev(
          "move-day",
          1,
          [`Moving day was ${home.moveDate} and I'm still sitting on boxes. The stairs nearly killed us.`],
          [`Boxes become a home one evening at a time.`],
        ),
        ev(
          "landlord",
          2,
          [`The new landlord, ${home.landlord}, fixed the boiler within a day. I'm in shock.`],
          [`A landlord who answers is a rare blessing.`],
        ),
        ev(
          "plant",
          3,
          [`I bought a ${plant.kind} for the new living room and named it ${plant.name}. Don't laugh.`],
          [`I would never laugh at ${plant.name}. Plants deserve names.`],
        ),
      ],
      questions: [
        q("single", `Which neighbourhood did we move to?`, home.to, ["move-plan"]),
        q("temporal", `When did we move house?`, home.moveDate, ["move-day"]),
        q("single", `What is my plant called?`, plant.name, ["plant"]),
        q("single", `Who is my landlord?`, home.landlord, ["landlord"]),
        q("multi", `Where did I live before ${home.to}, and what kind of flat did we take?`, `${home.from}; ${home.floor}`, ["move-plan"]),
        q("multi", `What kind of plant is ${plant.name}, and which room is it in?`, `${plant.kind}, the new living room`, [
          "plant",
          "move-plan",
        ]),
        q("inference", `Do I still live in ${home.from}?`, `no, moved to ${home.to}`, ["move-plan", "move-day"]),
      ],
    },
    {
      events: [
        ev(
          "mother",
          1,
          [`My mum ${m.name} called from ${m.town}. She's obsessed with ${m.hobby} at the moment.`],
          [`A mother with a passion is a joy to hear about.`],
        ),
        ev(
          "mother-bday",
          4,
          [`Mum's birthday is ${m.birthday}, and I still haven't sent anything to ${m.town}.`],
          [`There is still time. What would make her smile?`],
        ),
      ],
      questions: [
        q("single", `What hobby is my mother obsessed with?`, m.hobby, ["mother"]),
        q("temporal", `When is my mum's birthday?`, m.birthday, ["mother-bday"]),
        q("single", `What is my mother's name?`, m.name, ["mother"]),
        q("multi", `Where should I post my mother's birthday present, and by when?`, `${m.town}, ${m.birthday}`, ["mother", "mother-bday"]),
        q("inference", `What would be a fitting gift for my mum given her hobby?`, `something for ${m.hobby}`, ["mother"]),
      ],
    },
    {
      events: [
        ev(
          "race-sign",
          2,
          [`I signed up for ${race.name}. It's a ${race.distance} on ${race.date}. What have I done.`],
          [`Something brave. You will train for it, one run at a time.`],
        ),
        ev(
          "race-train",
          5,
          [`Training run this morning, I did twelve kilometres without stopping. My knees have opinions.`],
          [`Twelve kilometres! Listen to the knees, but be proud.`],
        ),
        ev(
          "race-done",
          8,
          [`I finished ${race.name}! ${race.time}. Not fast, but I didn't walk once.`],
          [`You finished. That is the whole victory.`],
        ),
      ],
      questions: [
        q("single", `What was my finishing time in the race?`, race.time, ["race-done"]),
        q("temporal", `When was ${race.name}?`, race.date, ["race-sign"]),
        q("multi", `How far was the race I signed up for, and how long did it take me?`, `${race.distance}, ${race.time}`, [
          "race-sign",
          "race-done",
        ]),
        q("inference", `Have I ever run a long race?`, `yes, ${race.name}`, ["race-done"]),
      ],
    },
    {
      events: [
        ev(
          "injury",
          6,
          [
            `Ugh, I ${injury.what} ${injury.how}. ${injury.doctor} says rest for two weeks.`,
            `Small disaster: ${injury.how}, and I ${injury.what}. Saw ${injury.doctor}, two weeks of rest.`,
          ],
          [`I am sorry. Rest is not weakness; let it heal.`],
        ),
        ev("injury-better", 9, [`Finally back to normal after the injury, everything works again.`], [`I am glad. Go gently for a while.`]),
      ],
      questions: [
        q("single", `How did I get hurt?`, injury.how, ["injury"]),
        q("temporal", `When did I get injured?`, `session of injury`, ["injury"]),
        q("single", `Which doctor saw me about my injury?`, injury.doctor, ["injury"]),
        q("inference", `Should I have been doing hard training in the two weeks after the injury?`, `no, rest`, ["injury"]),
      ],
    },
    {
      events: [
        ev(
          "car",
          4,
          [`Well, ${car.reason}, so that's the end of ${car.old}. We're getting ${car.next} instead.`],
          [`Farewell to ${car.old}. A new way of moving begins.`],
        ),
      ],
      questions: [
        q("single", `What are we getting instead of the old car?`, car.next, ["car"]),
        q("inference", `Do I still drive ${car.old}?`, `no, ${car.reason}`, ["car"]),
        q("temporal", `When did we give up the old car?`, `session of car`, ["car"]),
      ],
    },
    {
      events: [
        ev(
          "wedding",
          3,
          [`${wedding.who} is getting married on ${wedding.date} at ${wedding.place}, and they asked me to ${wedding.role}. No pressure.`],
          [`What an honour. You will find the right words.`],
        ),
        ev(
          "wedding-prep",
          10,
          [`Practising for the wedding in front of the mirror. ${trip.companion} says I sound fine.`],
          [`Practice makes the heart steadier.`],
        ),
      ],
      questions: [
        q("single", `What was I asked to do at the wedding?`, wedding.role, ["wedding"]),
        q("temporal", `When is the wedding?`, wedding.date, ["wedding"]),
        q("multi", `Where is the wedding I'm practising for?`, wedding.place, ["wedding", "wedding-prep"]),
      ],
    },
    {
      events: [
        ev(
          "childhood",
          7,
          [
            `I drove past our old street today, in my head at least. I grew up on ${ch.street} in ${ch.town}, with my best friend ${ch.bestFriend} two doors down.`,
          ],
          [`Childhood streets stay with us. Tell me about ${ch.bestFriend}.`],
        ),
        ev(
          "fear",
          8,
          [`Confession: I'm scared of ${fear.what}. Ever since ${fear.since}.`],
          [`Fear that old is part of your story. Thank you for telling me.`],
        ),
      ],
      questions: [
        q("single", `Which town did I grow up in?`, ch.town, ["childhood"]),
        q("single", `Who was my childhood best friend?`, ch.bestFriend, ["childhood"]),
        q("single", `What am I afraid of?`, fear.what, ["fear"]),
        q("inference", `Would I enjoy a holiday activity involving ${fear.what}?`, `probably not`, ["fear"]),
        q("multi", `On which street did my childhood best friend live?`, `two doors down on ${ch.street}`, ["childhood"]),
      ],
    },
    {
      events: [
        ev(
          "coffee",
          1,
          [
            `Second coffee of the day, ${h.coffee}, the way I always take it. Don't judge.`,
            `I only function after coffee, ${h.coffee}. Always the same.`,
          ],
          [`A ritual is a small anchor. No judgement here.`],
        ),
        ev(
          "film",
          6,
          [`Rewatched ${h.film} tonight for maybe the tenth time. It's my favourite film, it never gets old.`],
          [`Some stories are homes we return to.`],
        ),
        ev(
          "sunday",
          2,
          [`Our Sunday thing is ${h.sunday}, rain or shine. It resets my whole week.`],
          [`A weekly reset is wise. Guard it.`],
        ),
        ev("gym", 4, [`Started ${h.gym} on ${h.gymDay}s after work. I can barely lift my arms.`], [`A good ache means you showed up.`]),
      ],
      questions: [
        q("single", `How do I take my coffee?`, h.coffee, ["coffee"]),
        q("single", `What is my favourite film?`, h.film, ["film"]),
        q("single", `What do we usually do on Sundays?`, h.sunday, ["sunday"]),
        q("temporal", `When did I start going to ${h.gym}?`, `session of gym`, ["gym"]),
        q("inference", `If I want coffee made for me, should I add sugar?`, `no: ${h.coffee}`, ["coffee"]),
        q("inference", `Am I free straight after work on ${h.gymDay}s?`, `no, ${h.gym}`, ["gym"]),
        q("multi", `What film did I rewatch, and what do I do every Sunday?`, `${h.film}; ${h.sunday}`, ["film", "sunday"]),
        q("multi", `Which weekday is my class, and which weekday are my music lessons?`, `${h.gymDay}; ${music.lessonDay}`, [
          "gym",
          "instrument",
        ]),
      ],
    },
  ];
}
