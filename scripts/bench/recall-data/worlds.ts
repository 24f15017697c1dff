// The three owners of the recall benchmark: who they are, the people and places of their lives, and what changes over
// the weeks the conversations cover. Written by hand for the benchmark; compose.ts turns them into conversations.

export type World = {
  id: string;
  personality: "aeris" | "nova" | "musashi";
  persona: string;
  owner: string;
  /** The first session's day; sessions follow every few days. */
  start: string;
  sister: { name: string; job: string; city: string; husband: string; husbandJob: string };
  partner: { name: string; job: string; birthdayWrong: string; birthday: string; gift: string };
  friend: { name: string; job: string; metAt: string; baby: string };
  job1: { company: string; role: string; boss: string; commute: string };
  job2: { company: string; role: string; start: string; team: string };
  pet: { kind: string; breed: string; name: string; shelter: string; vet: string; food: string };
  trip: { place: string; date1: string; date2: string; reason: string; hotel: string; companion: string };
  food: { favourite: string; dislike: string; allergy: string; restaurant: string };
  music: { band: string; concert: string; venue: string; instrument: string; teacher: string; lessonDay: string };
  book: { title: string; author: string; club: string; clubDay: string };
  home: { from: string; to: string; moveDate: string; landlord: string; floor: string };
  mother: { name: string; town: string; birthday: string; hobby: string };
  race: { name: string; date: string; time: string; distance: string };
  injury: { what: string; how: string; date: string; doctor: string };
  car: { old: string; next: string; reason: string };
  plant: { name: string; kind: string };
  language: { name: string; app: string; reason: string };
  wedding: { who: string; date: string; place: string; role: string };
  childhood: { town: string; street: string; bestFriend: string };
  fear: { what: string; since: string };
  habits: { coffee: string; film: string; sunday: string; gym: string; gymDay: string };
};

export const WORLDS: World[] = [
  {
    id: "c1",
    personality: "aeris",
    persona: "Aeris",
    owner: "Maya",
    start: "2025-03-03",
    sister: { name: "Priya", job: "a paediatric nurse", city: "Edinburgh", husband: "Tomasz", husbandJob: "a structural engineer" },
    partner: {
      name: "Jonah",
      job: "a sound technician at a theatre",
      birthdayWrong: "the 19th of June",
      birthday: "the 9th of June",
      gift: "a vintage record player",
    },
    friend: { name: "Camille", job: "a pastry chef", metAt: "a pottery class", baby: "Elodie" },
    job1: { company: "Halden Logistics", role: "data analyst", boss: "Gregor", commute: "forty minutes on the Northern line" },
    job2: { company: "Brightwater Health", role: "senior data scientist", start: "the 5th of May", team: "the hospital forecasting team" },
    pet: { kind: "dog", breed: "greyhound", name: "Pepper", shelter: "the Battersea shelter", vet: "Dr Okafor", food: "salmon kibble" },
    trip: {
      place: "Lisbon",
      date1: "the 12th of July",
      date2: "the 23rd of August",
      reason: "Jonah's festival shifts",
      hotel: "a guesthouse in Alfama",
      companion: "Jonah",
    },
    food: { favourite: "mushroom risotto", dislike: "coriander", allergy: "cashews", restaurant: "Osteria Lume" },
    music: {
      band: "Khruangbin",
      concert: "the 14th of June",
      venue: "the Roundhouse",
      instrument: "cello",
      teacher: "Ines",
      lessonDay: "Thursday evenings",
    },
    book: {
      title: "The Remains of the Day",
      author: "Kazuo Ishiguro",
      club: "the Crouch End book club",
      clubDay: "the last Sunday of the month",
    },
    home: { from: "Walthamstow", to: "Crouch End", moveDate: "the 29th of March", landlord: "Mr Adeyemi", floor: "a top-floor flat" },
    mother: { name: "Asha", town: "Leicester", birthday: "the 2nd of April", hobby: "growing chillies" },
    race: { name: "the Hackney Half", date: "the 18th of May", time: "two hours and six minutes", distance: "half marathon" },
    injury: { what: "sprained my left wrist", how: "slipping on the wet steps at the station", date: "", doctor: "Dr Lindqvist" },
    car: { old: "a 2009 Fiesta", next: "an electric Renault Zoe", reason: "the Fiesta failed its MOT" },
    plant: { name: "Gerald", kind: "monstera" },
    language: { name: "Portuguese", app: "a podcast called Say It In Portuguese", reason: "the Lisbon trip" },
    wedding: { who: "my cousin Arjun", date: "the 27th of September", place: "a barn near Canterbury", role: "give a reading" },
    childhood: { town: "Loughborough", street: "Ashby Road", bestFriend: "Kirsty" },
    fear: { what: "deep water", since: "a capsized canoe at summer camp when I was nine" },
    habits: {
      coffee: "black with a pinch of cardamom",
      film: "Paddington 2",
      sunday: "walking the Parkland Walk to Highgate",
      gym: "a Pilates class",
      gymDay: "Monday",
    },
  },
  {
    id: "c2",
    personality: "nova",
    persona: "Nova",
    owner: "Daniel",
    start: "2025-09-08",
    sister: { name: "Rosa", job: "a primary school teacher", city: "Valencia", husband: "Mateo", husbandJob: "a ferry captain" },
    partner: {
      name: "Sunniva",
      job: "a marine biologist",
      birthdayWrong: "the 21st of December",
      birthday: "the 12th of December",
      gift: "a dry suit for winter diving",
    },
    friend: { name: "Obi", job: "a bike mechanic", metAt: "a climbing gym", baby: "Ada" },
    job1: { company: "Northwind Games", role: "gameplay programmer", boss: "Leena", commute: "an hour on two buses" },
    job2: {
      company: "Fjordline Robotics",
      role: "embedded software lead",
      start: "the 3rd of November",
      team: "the underwater drone team",
    },
    pet: {
      kind: "cat",
      breed: "Maine Coon",
      name: "Waffles",
      shelter: "the Grünerløkka cat rescue",
      vet: "Dr Haugen",
      food: "chicken pâté",
    },
    trip: {
      place: "Kyoto",
      date1: "the 4th of December",
      date2: "the 15th of January",
      reason: "a launch at the new job",
      hotel: "a ryokan near the Kamo river",
      companion: "Sunniva",
    },
    food: { favourite: "lamb tagine", dislike: "blue cheese", allergy: "kiwi", restaurant: "Café Sirocco" },
    music: {
      band: "Radiohead",
      concert: "the 30th of October",
      venue: "the Spektrum arena",
      instrument: "piano",
      teacher: "Henrik",
      lessonDay: "Tuesday mornings",
    },
    book: { title: "Piranesi", author: "Susanna Clarke", club: "the library's sci-fi circle", clubDay: "the first Wednesday of the month" },
    home: {
      from: "Tøyen",
      to: "Sagene",
      moveDate: "the 1st of October",
      landlord: "Mrs Berg",
      floor: "a ground-floor flat with a tiny garden",
    },
    mother: { name: "Lucía", town: "Zaragoza", birthday: "the 17th of October", hobby: "restoring old radios" },
    race: {
      name: "the Oslo Skyrace",
      date: "the 19th of October",
      time: "three hours and forty minutes",
      distance: "mountain race of 30 kilometres",
    },
    injury: { what: "cracked a rib", how: "falling off the bouldering wall", date: "", doctor: "Dr Solberg" },
    car: { old: "a rusty Volvo estate", next: "a cargo bike", reason: "the Volvo's gearbox died" },
    plant: { name: "Bartholomew", kind: "lemon tree" },
    language: { name: "Japanese", app: "flashcards on Anki", reason: "the Kyoto trip" },
    wedding: { who: "my old flatmate Ingrid", date: "the 22nd of November", place: "a lighthouse in Lofoten", role: "be the best man" },
    childhood: { town: "Huesca", street: "Calle del Parque", bestFriend: "Javi" },
    fear: { what: "heights on open ladders", since: "watching my dad fall off a roof when I was twelve" },
    habits: {
      coffee: "a double espresso with oat milk",
      film: "Spirited Away",
      sunday: "skiing the trails around Frognerseteren",
      gym: "a bouldering session",
      gymDay: "Wednesday",
    },
  },
  {
    id: "c3",
    personality: "musashi",
    persona: "Musashi",
    owner: "Lena",
    start: "2026-01-12",
    sister: { name: "Hanna", job: "a veterinary surgeon", city: "Munich", husband: "Felix", husbandJob: "a glassblower" },
    partner: {
      name: "Kofi",
      job: "a carpenter who restores boats",
      birthdayWrong: "the 28th of February",
      birthday: "the 8th of February",
      gift: "a Japanese pull saw",
    },
    friend: { name: "Marguerite", job: "a radio producer", metAt: "a night course in bookbinding", baby: "Theo" },
    job1: { company: "the Stadtwerke", role: "grid planning engineer", boss: "Herr Vogel", commute: "twenty-five minutes by tram" },
    job2: { company: "Solace Wind", role: "offshore project manager", start: "the 2nd of March", team: "the Baltic turbines project" },
    pet: {
      kind: "rabbit",
      breed: "Flemish giant",
      name: "Nimbus",
      shelter: "the Tierheim in Pankow",
      vet: "Dr Yilmaz",
      food: "fresh dandelion greens",
    },
    trip: {
      place: "Reykjavik",
      date1: "the 20th of March",
      date2: "the 10th of April",
      reason: "Kofi's boat delivery",
      hotel: "a cabin outside Selfoss",
      companion: "Kofi",
    },
    food: { favourite: "beetroot dumplings", dislike: "olives", allergy: "sesame", restaurant: "Zur Linde" },
    music: {
      band: "Portishead",
      concert: "the 7th of February",
      venue: "the Columbiahalle",
      instrument: "trumpet",
      teacher: "Giorgos",
      lessonDay: "Saturday afternoons",
    },
    book: { title: "Middlemarch", author: "George Eliot", club: "the Kreuzberg reading group", clubDay: "every second Friday" },
    home: {
      from: "Neukölln",
      to: "Pankow",
      moveDate: "the 31st of January",
      landlord: "Frau Schulte",
      floor: "a third-floor flat with a balcony",
    },
    mother: { name: "Ingeborg", town: "Rostock", birthday: "the 25th of January", hobby: "sea swimming in winter" },
    race: { name: "the Berlin Half", date: "the 5th of April", time: "one hour and fifty-eight minutes", distance: "half marathon" },
    injury: { what: "twisted my right ankle", how: "stepping off a tram onto ice", date: "", doctor: "Dr Brandt" },
    car: { old: "an old VW Polo", next: "a car-sharing membership", reason: "the Polo rusted through" },
    plant: { name: "Ottilie", kind: "fiddle-leaf fig" },
    language: { name: "Icelandic", app: "a course at the Volkshochschule", reason: "the Reykjavik trip" },
    wedding: { who: "my colleague Sanja", date: "the 14th of March", place: "a castle in Brandenburg", role: "sing at the ceremony" },
    childhood: { town: "Stralsund", street: "Fährstraße", bestFriend: "Jule" },
    fear: { what: "thunderstorms", since: "lightning hit our barn when I was seven" },
    habits: {
      coffee: "a flat white, no sugar",
      film: "Wings of Desire",
      sunday: "swimming at the Stadtbad",
      gym: "a kickboxing class",
      gymDay: "Thursday",
    },
  },
];
