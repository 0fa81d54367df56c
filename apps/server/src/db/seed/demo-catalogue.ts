import type { DemoCatalogue, DemoChapter, DemoTestimonial } from "./types";

/**
 * The demo catalogue: fictional coaches, teams, courses and guides built around real game titles.
 *
 * Deliberately hidden items (they must never appear in a public answer, nested lists included):
 * - game `tekken-8` (unapproved) and game `clash-royale` (disabled);
 * - coach `nikhil-verma` (disabled);
 * - course `tekken-8-frame-data` (unapproved) and course `clash-royale-deck-building` (disabled);
 * - guide `apex-ranked-survival` (unapproved).
 * Some visible items link hidden ones on purpose (e.g. `controller-settings-masterclass` lists
 * `tekken-8`, the Fortnite courses list `nikhil-verma`), and a few chapters are unapproved; the guide
 * `esports-career-pathways` has no approved chapter at all.
 */

const ch = (name: string, summary: string, description: string): DemoChapter => ({
  name,
  summary,
  description,
});
/** A chapter that is still waiting for review. */
const draft = (name: string, summary: string, description: string): DemoChapter => ({
  name,
  summary,
  description,
  isApproved: false,
});
const t = (text: string, author: string): DemoTestimonial => ({ text, author });

export const demoCatalogue: DemoCatalogue = {
  games: [
    {
      key: "valorant",
      name: "Valorant",
      platform: "PC",
      summary:
        "Riot Games' 5v5 tactical shooter where precise gunplay meets agent abilities. Our coaches cover crosshair placement, utility timing and team comms so you can climb from Iron all the way to Radiant.",
      popularity: 98412,
      flags: { topGameFlag: true, trendingGameFlag: true, high1GameFlag: true },
      addedDaysAgo: 381,
    },
    {
      key: "bgmi",
      name: "Battlegrounds Mobile India",
      platform: "Mobile",
      summary:
        "India's biggest mobile battle royale. Drop in, loot fast and out-rotate 63 other players — learn zone reads, gyro aim and the squad calls that win chicken dinners.",
      popularity: 96870,
      flags: { topGameFlag: true, trendingGameFlag: true, high1GameFlag: true },
      addedDaysAgo: 372,
    },
    {
      key: "counter-strike-2",
      name: "Counter-Strike 2",
      platform: "PC",
      summary:
        "The classic bomb-defusal shooter rebuilt on Source 2. Sharpen your utility, economy management and positioning with coaches who have played at national LANs.",
      popularity: 91235,
      flags: { topGameFlag: true, high2GameFlag: true },
      addedDaysAgo: 310,
    },
    {
      key: "league-of-legends",
      name: "League of Legends",
      platform: "PC",
      summary:
        "The 5v5 MOBA that defined modern esports. Improve your laning, wave management and macro decision-making with structured lessons for every role.",
      popularity: 87310,
      flags: { topGameFlag: true, high3GameFlag: true },
      addedDaysAgo: 352,
    },
    {
      key: "free-fire",
      name: "Free Fire",
      platform: "Mobile",
      summary:
        "Fast, ten-minute battle royale matches built for mobile. Master rush plays, gloo-wall fights and character combinations to dominate both BR and Clash Squad.",
      popularity: 83044,
      flags: { trendingGameFlag: true, high2GameFlag: true },
      addedDaysAgo: 298,
    },
    {
      key: "call-of-duty-mobile",
      name: "Call of Duty: Mobile",
      platform: "Mobile",
      summary:
        "Console-quality Call of Duty on your phone, with multiplayer and battle royale modes. Learn loadouts, spawn logic and ranked strategy from competitive players.",
      popularity: 77512,
      flags: { high3GameFlag: true },
      addedDaysAgo: 260,
    },
    {
      key: "fortnite",
      name: "Fortnite",
      platform: "Console",
      summary:
        "Epic's battle royale where building, editing and positioning decide every fight. Train mechanics in Creative and translate them into calm, confident endgames.",
      popularity: 71988,
      flags: { trendingGameFlag: true },
      addedDaysAgo: 240,
    },
    {
      key: "dota-2",
      name: "Dota 2",
      platform: "PC",
      summary:
        "Valve's deep and unforgiving MOBA, home to The International. Our coaches break down drafting, laning and map control so every game teaches you something.",
      popularity: 64120,
      flags: {},
      addedDaysAgo: 395,
    },
    {
      key: "ea-sports-fc",
      name: "EA Sports FC",
      platform: "Console",
      summary:
        "The world's most played football game. Build a better Ultimate Team, learn custom tactics and finish your chances in Division Rivals and FUT Champions.",
      popularity: 58745,
      flags: { newGameFlag: true, high2GameFlag: true },
      addedDaysAgo: 45,
    },
    {
      key: "apex-legends",
      name: "Apex Legends",
      platform: "Console",
      summary:
        "A hero shooter battle royale with the best movement in the genre. Learn legend synergies, rotations and the slide-jump tech that separates good players from predators.",
      popularity: 49330,
      flags: { newGameFlag: true },
      addedDaysAgo: 30,
    },
    {
      key: "rocket-league",
      name: "Rocket League",
      platform: "Console",
      summary:
        "Rocket-powered cars playing football. Go from ground-only play to confident aerials, rotations and kickoffs with drills designed by competitive players.",
      popularity: 35610,
      flags: { high3GameFlag: true },
      addedDaysAgo: 120,
    },
    {
      key: "pokemon-unite",
      name: "Pokémon UNITE",
      platform: "Mobile",
      summary:
        "A 5v5 team strategy game with your favourite Pokémon. Learn lane roles, objective timing and the last-minute Zapdos plays that flip matches.",
      popularity: 22870,
      flags: { newGameFlag: true },
      addedDaysAgo: 12,
    },
    {
      key: "tekken-8",
      name: "Tekken 8",
      platform: "Console",
      summary:
        "The king of 3D fighting games returns with the aggressive Heat system. Frame data, punishes and movement lessons are in preparation.",
      popularity: 12480,
      flags: { newGameFlag: true },
      isApproved: false,
      addedDaysAgo: 4,
    },
    {
      key: "clash-royale",
      name: "Clash Royale",
      platform: "Mobile",
      summary:
        "Supercell's real-time card battler. Deck building, elixir counting and tower-defence fundamentals for ladder and tournaments.",
      popularity: 40190,
      flags: { trendingGameFlag: true },
      disabled: true,
      addedDaysAgo: 200,
    },
  ],

  coaches: [
    {
      key: "arjun-mehta",
      name: "Arjun Mehta",
      bio: 'Arjun "Vortex" Mehta spent four seasons as the in-game leader of Saffron Storm, calling mid-round adjustments in South Asia\'s top Valorant circuit. He now coaches Initiator and Controller players on utility sequencing, default setups and composure in clutch rounds. His VOD reviews are blunt, structured and famously effective.',
      rating: 4.8,
      popularity: 9420,
      student: 1840,
      achievements:
        "Led Saffron Storm to two national LAN titles and a top-8 finish at an APAC Challengers event. Peaked at Radiant #37 on the Asia-Pacific ladder.",
      country: "India",
      areaOfoperation: "Mumbai, India",
      motableTeams: ["Saffron Storm", "Deccan Drakes"],
      platform: "PC",
      games: ["valorant"],
      testimonials: [
        t(
          "Three sessions with Arjun fixed habits I had for two years. I went from Diamond 1 to Ascendant in a single act.",
          "Rahul S.",
        ),
        t(
          "His mid-round calling framework turned our five-stack from chaos into an actual team. We won our first college tournament.",
          "Team Lead, IIT Bombay Esports",
        ),
        t(
          "Clear, honest and very patient. Every VOD review ended with three things to practise, and they worked.",
          "Sneha K.",
        ),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 350,
    },
    {
      key: "priya-nair",
      name: "Priya Nair",
      bio: 'Priya "Hex" Nair is one of India\'s most respected BGMI strategists and a former IGL for Monsoon Five. She specialises in zone prediction, rotations and the calm comms that keep a squad alive into the final circles. Her students range from first-time scrim players to semi-pro rosters.',
      rating: 4.5,
      popularity: 9105,
      student: 2310,
      achievements:
        "Two-time national series finalist as Monsoon Five's in-game leader. Analyst for Iron Lotus Esports during their record-breaking league season.",
      country: "India",
      areaOfoperation: "Bengaluru, India",
      motableTeams: ["Monsoon Five", "Iron Lotus Esports"],
      platform: "Mobile",
      games: ["bgmi"],
      testimonials: [
        t(
          "Priya taught our squad to stop hot-dropping and start planning. Our average placement went from 14th to 5th in scrims.",
          "Aman T.",
        ),
        t(
          "The zone-reading drills alone were worth it. I finally understand why we kept getting sandwiched.",
          "Divya R.",
        ),
        t("Best IGL coaching I've had. Calm voice, clear calls, zero fluff.", "Karthik M."),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 300,
    },
    {
      key: "rohan-kapoor",
      name: "Rohan Kapoor",
      bio: "Rohan Kapoor has played Counter-Strike since 1.6 and spent six years on the Indian LAN circuit, mostly as an AWPer. He coaches positioning, utility and economy discipline with a heavy focus on demo review. His students say he can spot a bad crosshair habit from one round of footage.",
      rating: 4.7,
      popularity: 8760,
      student: 1275,
      achievements:
        "Former AWPer for Blacktide Collective with three national LAN podiums. Reached FACEIT level 10 and an ELO above 3,000.",
      country: "India",
      areaOfoperation: "New Delhi, India",
      motableTeams: ["Blacktide Collective"],
      platform: "PC",
      games: ["counter-strike-2"],
      testimonials: [
        t(
          "Rohan's demo reviews are brutal in the best way. My FACEIT level went from 6 to 9 in two months.",
          "Ishaan P.",
        ),
        t("He taught me when NOT to peek. That single lesson changed how I play every map.", "Varun D."),
        t("Our team's utility went from random to rehearsed. Worth every rupee.", "Captain, Pune Phantoms"),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 280,
    },
    {
      key: "lin-weijie",
      name: "Lin Weijie",
      bio: 'Lin "Kestrel" Weijie is a Singapore-based League of Legends coach who has worked with academy rosters across South-East Asia. He teaches wave management, jungle tracking and macro decision-making in a calm, methodical way. Sessions are in English and Mandarin.',
      rating: 4.9,
      popularity: 8890,
      student: 1620,
      achievements:
        "Head coach of Kestrel Gaming's academy team, which won back-to-back regional splits. Former Grandmaster jungler on the SEA server.",
      country: "Singapore",
      areaOfoperation: "Online — APAC",
      motableTeams: ["Kestrel Gaming", "Lumen Esports"],
      platform: "PC",
      games: ["league-of-legends"],
      testimonials: [
        t(
          "Lin explained wave management in a way that finally clicked. I climbed from Gold to Emerald this split.",
          "Marcus L.",
        ),
        t("Our clash team actually plays for objectives now instead of chasing kills.", "Nur A."),
        t("Patient, precise and extremely well prepared for every session.", "Harish V."),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 330,
    },
    {
      key: "meera-iyer",
      name: "Meera Iyer",
      bio: "Meera Iyer is a position-5 specialist who has coached Dota 2 teams in India and the Middle East. She focuses on drafting, vision and the selfless, high-impact support play that wins games. Expect detailed replays with timestamps and a practice plan after every session.",
      rating: 4.6,
      popularity: 7540,
      student: 980,
      achievements:
        "Captain of Eclipse Nine at two regional qualifiers and analyst for Quasar Five. Reached Immortal rank as a hard support.",
      country: "India",
      areaOfoperation: "Chennai, India",
      motableTeams: ["Eclipse Nine", "Quasar Five"],
      platform: "PC",
      games: ["dota-2"],
      testimonials: [
        t(
          "Meera's warding maps changed my support game overnight. I stopped dying first in every fight.",
          "Abhinav G.",
        ),
        t("Her drafting lessons made our captain's mode games feel planned instead of random.", "Zaid H."),
        t("Knowledgeable, organised and genuinely kind. Highly recommended.", "Pooja S."),
      ],
      flags: {},
      addedDaysAgo: 360,
    },
    {
      key: "kabir-singh",
      name: "Kabir Singh",
      bio: "Kabir Singh is an aggressive fragger who made his name in BGMI and Call of Duty: Mobile scrims out of North India. He coaches close-range combat, gyro setup and spray control with short, intense drill sessions. Newer to coaching, he brings fresh energy and current-meta knowledge.",
      rating: 3.9,
      popularity: 6120,
      student: 1430,
      achievements:
        "Top fragger for Rann Riders across two BGMI community leagues. Reached Legendary rank in CODM multiplayer for six consecutive seasons.",
      country: "India",
      areaOfoperation: "Chandigarh, India",
      motableTeams: ["Rann Riders"],
      platform: "Mobile",
      games: ["bgmi", "call-of-duty-mobile"],
      testimonials: [
        t("My gyro finally feels natural. Kabir's sensitivity walkthrough is gold.", "Manpreet K."),
        t("Short sessions, lots of drills, and my close-range fights improved a lot.", "Yash B."),
      ],
      flags: { newFlag: true },
      addedDaysAgo: 60,
    },
    {
      key: "sana-qureshi",
      name: "Sana Qureshi",
      bio: "Sana Qureshi is a mobile esports coach from Hyderabad who has competed in Free Fire and Pokémon UNITE at national level. She is known for structured rush tactics, gloo-wall fundamentals and beginner-friendly teaching. Many of her students are playing their very first tournaments.",
      rating: 4.2,
      popularity: 6890,
      student: 1985,
      achievements:
        "Captained Crimson Owls to a national Free Fire final and coached Halcyon Squad's Pokémon UNITE roster to a regional top-4 finish.",
      country: "India",
      areaOfoperation: "Hyderabad, India",
      motableTeams: ["Crimson Owls", "Halcyon Squad"],
      platform: "Mobile",
      games: ["free-fire", "pokemon-unite"],
      testimonials: [
        t(
          "Sana made rushing feel planned instead of reckless. Our squad started winning Clash Squad games consistently.",
          "Faizan A.",
        ),
        t("Perfect for beginners. She never made me feel silly for asking basic questions.", "Ritika P."),
        t("Her UNITE objective timings won us our first community cup.", "Sahil N."),
      ],
      flags: {},
      addedDaysAgo: 150,
    },
    {
      key: "daniel-okafor",
      name: "Daniel Okafor",
      bio: "Daniel Okafor is a London-based console coach covering Apex Legends, Fortnite and Rocket League. A former semi-pro with Harbor Hawks, he focuses on movement, mechanics and the decision-making that turns raw aim into wins. He works across time zones and runs regular evening sessions for Indian students.",
      rating: 4.4,
      popularity: 7010,
      student: 860,
      achievements:
        "Reached Apex Predator on console in three separate seasons. Qualified for two regional Fortnite cash cups with Stormbreak Esports.",
      country: "United Kingdom",
      areaOfoperation: "London, UK",
      motableTeams: ["Harbor Hawks", "Stormbreak Esports"],
      platform: "Console",
      games: ["apex-legends", "fortnite", "rocket-league"],
      testimonials: [
        t("Daniel's movement drills made Apex feel like a different game. Masters this season!", "Chris W."),
        t("He explained Rocket League rotations better than any video I've watched.", "Neel J."),
      ],
      flags: { newFlag: true },
      addedDaysAgo: 25,
    },
    {
      key: "aditya-rao",
      name: "Aditya Rao",
      bio: "Aditya Rao is a competitive EA Sports FC player from Pune who coaches Ultimate Team tactics and skill-move execution. He focuses on custom instructions, defensive shape and staying calm in the last ten minutes of a Weekend League game.",
      rating: 3.7,
      popularity: 4380,
      student: 540,
      achievements:
        "Consistent Elite-rank finisher in FUT Champions and a quarter-finalist at a national console football championship with Polaris Pack.",
      country: "India",
      areaOfoperation: "Pune, India",
      motableTeams: ["Polaris Pack"],
      platform: "Console",
      games: ["ea-sports-fc"],
      testimonials: [
        t(
          "My defending improved immediately after his custom-tactics session. Division 3 to Division 1!",
          "Rohit M.",
        ),
      ],
      flags: { newFlag: true },
      addedDaysAgo: 14,
    },
    {
      key: "vikram-desai",
      name: "Vikram Desai",
      bio: "Vikram Desai has been grinding Call of Duty: Mobile since its launch and has played for two of Gujarat's best-known community teams. He coaches ranked multiplayer, loadout theory and battle royale endgames. His sessions combine live gameplay with detailed spawn and map diagrams.",
      rating: 4.0,
      popularity: 5230,
      student: 1120,
      achievements:
        "Led Redline Tempest to a national CODM league semi-final. Ranked top 500 in battle royale during three seasons.",
      country: "India",
      areaOfoperation: "Ahmedabad, India",
      motableTeams: ["Redline Tempest", "Ashfall Gaming"],
      platform: "Mobile",
      games: ["call-of-duty-mobile"],
      testimonials: [
        t("Vikram's spawn-flip lessons carried me to Legendary this season.", "Dev P."),
        t("Our team's hardpoint rotations are finally organised.", "Anjali R."),
        t("Friendly, knowledgeable and always on time.", "Tushar G."),
      ],
      flags: {},
      addedDaysAgo: 210,
    },
    {
      key: "ananya-bose",
      name: "Ananya Bose",
      bio: "Ananya Bose is a Kolkata-based tactical shooter coach who splits her time between Valorant and Counter-Strike 2. A former Duelist for Nightjar Esports, she focuses on aim training, entry timing and confident first contact. Her beginner programmes are some of the most popular on the platform.",
      rating: 4.3,
      popularity: 6450,
      student: 760,
      achievements:
        "Entry fragger for Nightjar Esports at two national women's invitationals, winning one. Immortal 3 in Valorant and FACEIT level 8 in CS2.",
      country: "India",
      areaOfoperation: "Kolkata, India",
      motableTeams: ["Nightjar Esports"],
      platform: "PC",
      games: ["valorant", "counter-strike-2"],
      testimonials: [
        t("Ananya's aim routine is short, focused and it actually works.", "Tanya D."),
        t("I used to freeze on entry. Now I'm the one my team trusts to open sites.", "Rishi B."),
        t("Great energy and really clear explanations for both games.", "Mohit A."),
      ],
      flags: { newFlag: true },
      addedDaysAgo: 40,
    },
    {
      key: "yusuf-rahman",
      name: "Yusuf Rahman",
      bio: "Yusuf Rahman is a Free Fire veteran from Dhaka who coaches Clash Squad economy and close-range duels. He runs small-group sessions with a focus on communication and character-skill combinations.",
      rating: 3.5,
      popularity: 3170,
      student: 410,
      achievements: "Played three seasons for Tidecallers in South Asian Free Fire community leagues.",
      country: "Bangladesh",
      areaOfoperation: "Dhaka, Bangladesh",
      motableTeams: ["Tidecallers"],
      platform: "Mobile",
      games: ["free-fire"],
      testimonials: [],
      flags: {},
      addedDaysAgo: 95,
    },
    {
      key: "nikhil-verma",
      name: "Nikhil Verma",
      bio: "Nikhil Verma is a Fortnite builder and Creative map maker from Jaipur. He coaches edit speed, piece control and box fighting for console players. He is currently taking a break from coaching.",
      rating: 4.1,
      popularity: 2890,
      student: 300,
      achievements: "Qualified for several regional Fortnite cash cups with Zenith Pulse.",
      country: "India",
      areaOfoperation: "Jaipur, India",
      motableTeams: ["Zenith Pulse"],
      platform: "Console",
      games: ["fortnite"],
      testimonials: [
        t("Nikhil's box-fight drills are insane. My edits are twice as fast.", "Arnav S."),
        t("Great Creative maps for warming up.", "Kunal P."),
      ],
      flags: {},
      disabled: true,
      addedDaysAgo: 180,
    },
  ],

  courses: [
    {
      key: "valorant-aim-fundamentals",
      name: "Valorant Aim Fundamentals",
      price: 0,
      overview:
        "A free starter course that rebuilds your aim from the ground up. You will set up your sensitivity and crosshair, learn crosshair placement and counter-strafing, and leave with a 20-minute daily routine. Perfect for Iron to Gold players.",
      platform: "PC",
      popularity: 18450,
      games: ["valorant"],
      coaches: ["arjun-mehta", "ananya-bose"],
      chapters: [
        ch(
          "Sensitivity and Crosshair Setup",
          "Find a sensitivity and crosshair you can keep for months.",
          "We walk through eDPI ranges used by professional players and how to test your own. You will choose a crosshair that stays visible on every map and stop changing settings every week.",
        ),
        ch(
          "Crosshair Placement",
          "Keep your crosshair at head height where enemies will appear.",
          "Most duels are won before the enemy is visible. This chapter shows how to pre-aim common angles on Ascent and Haven and how to clear corners in slices instead of swinging wide.",
        ),
        ch(
          "Counter-Strafing and Movement Accuracy",
          "Stop moving before you shoot and every bullet lands where you aim.",
          "Valorant punishes running and gunning. Learn the counter-strafe rhythm, practise it in the Range and see how it changes your first-bullet accuracy in real games.",
        ),
        ch(
          "Spray Control and Bursting",
          "Know when to tap, when to burst and when to spray.",
          "We break down the Vandal and Phantom recoil patterns and the distances where each firing mode wins. Includes three drills you can do against bots.",
        ),
        ch(
          "Your Daily Aim Routine",
          "A 20-minute warm-up you can actually stick to.",
          "Put everything together into a routine of Range drills, deathmatch goals and a short review. You will also learn how to track progress so practice does not feel aimless.",
        ),
      ],
      flags: { mostPopularFlag: true, popularFlag: true },
      addedDaysAgo: 320,
    },
    {
      key: "valorant-igl-masterclass",
      name: "Valorant IGL Masterclass",
      price: 2999,
      overview:
        "Learn to lead a team the way professional in-game leaders do. Arjun Mehta teaches defaults, mid-round calls, economy planning and how to keep five players calm under pressure. Includes real VOD breakdowns from LAN matches.",
      platform: "PC",
      popularity: 12380,
      games: ["valorant"],
      coaches: ["arjun-mehta"],
      chapters: [
        ch(
          "What an IGL Actually Does",
          "Leadership is a set of skills you can practise.",
          "We separate the IGL's jobs — strategy, mid-round calling, economy and morale — and show how pro teams share them. You will identify which parts you already do well.",
        ),
        ch(
          "Building Your Defaults",
          "A default gives your team information without risking lives.",
          "Learn to build attack defaults for three maps, with roles for every agent. We cover timing, spacing and what information each player should report.",
        ),
        ch(
          "Mid-Round Calling",
          "Turn information into a decision in under five seconds.",
          "This chapter uses LAN footage to show how leaders read rotations and punish them. You will learn a simple call structure that your teammates can follow instantly.",
        ),
        ch(
          "Economy and Buy Calls",
          "Win the rounds you can afford to lose.",
          "Understand bonus rounds, force buys and full saves, and why a shared economy plan matters. Includes a printable buy-call cheat sheet.",
        ),
        ch(
          "Anti-Stratting Your Opponents",
          "Find patterns in the enemy team and exploit them.",
          "Learn how to scout opponents from VODs and build a one-page anti-strat. We show how a single read on a retake habit can decide a match.",
        ),
        draft(
          "Post-Plant and Retake Systems",
          "Structured post-plants that win 4v5s.",
          "A deep dive into post-plant positions and retake utility for Bind and Lotus. This chapter is being re-recorded for the latest patch.",
        ),
        ch(
          "Keeping Comms Calm",
          "Tone matters as much as strategy.",
          "Learn how to reset a tilted team between rounds, give feedback without blame and keep comms short during fights. We finish with a post-match review template.",
        ),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 210,
    },
    {
      key: "valorant-utility-lineups",
      name: "Valorant Utility Lineups: Ascent, Bind and Lotus",
      price: 799,
      overview:
        "A practical lineup course for Controllers and Initiators. Learn repeatable smokes, molly lineups and recon darts for three competitive maps, and when to use each in a real round.",
      platform: "PC",
      popularity: 9540,
      games: ["valorant"],
      coaches: ["ananya-bose"],
      chapters: [
        ch(
          "How to Learn Lineups Efficiently",
          "Practise lineups in Custom Games without wasting hours.",
          "Set up a custom game with infinite abilities and learn the three reference points we use for every lineup. You will keep a lineup notebook for fast review.",
        ),
        ch(
          "Ascent: A-Site Executes",
          "Smokes and mollies for a clean A-site take.",
          "Learn the heaven, tree and generator smokes along with two post-plant mollies. We show when to execute fast and when to delay.",
        ),
        ch(
          "Ascent: Mid Control",
          "Own mid with information and pressure.",
          "Recon darts and flashes that win mid control without trading lives. Includes the timings defenders rarely expect.",
        ),
        ch(
          "Bind: Hookah and Showers",
          "Break Bind's tightest chokepoints.",
          "Smokes and stuns that let you enter both sites through the teleporters and showers. We also cover fake executes using the same utility.",
        ),
        ch(
          "Lotus: Three Sites, One Plan",
          "Utility that keeps rotating defenders guessing.",
          "Lotus rewards fast rotations. Learn flexible lineups that work from the middle of the map so your team can hit any site.",
        ),
        ch(
          "Using Lineups in Ranked",
          "Lineups only win when they are timed with your team.",
          "Learn to communicate utility in solo queue, adapt when teammates do not follow, and decide when a lineup is worth the risk. A failed lineup is still information if you communicate what happened.",
        ),
      ],
      flags: { popularFlag: true },
      addedDaysAgo: 48,
    },
    {
      key: "cs2-utility-playbook",
      name: "CS2 Utility Playbook",
      price: 1499,
      overview:
        "Smokes, flashes and molotovs win Counter-Strike rounds before a shot is fired. This course teaches essential utility for the Active Duty pool, how to throw it as a team and how volumetric smokes changed the game in CS2.",
      platform: "PC",
      popularity: 14220,
      games: ["counter-strike-2"],
      coaches: ["rohan-kapoor"],
      chapters: [
        ch(
          "Volumetric Smokes in CS2",
          "Why smokes behave differently now and how to use that.",
          "CS2 smokes react to bullets and HE grenades. Learn how to clear smokes, how to re-smoke quickly and why timing matters more than ever.",
        ),
        ch(
          "Mirage Essentials",
          "The ten throws every Mirage player should know.",
          "Window, connector, jungle and stairs smokes plus the flashes that go with them. Each throw is shown from three angles with a practice routine.",
        ),
        ch(
          "Inferno Essentials",
          "Take banana and apartments with confidence.",
          "Learn the molotovs that clear car and sandbags, the pop-flashes for apartments and a simple B-site execute. Every throw is shown in real time and in slow motion.",
        ),
        ch(
          "Nuke and Ancient",
          "Vertical maps need a different approach.",
          "Outside smokes on Nuke, mid control on Ancient and how to use utility to gather information without exposing your team. Both maps reward patience more than speed.",
        ),
        ch(
          "Team Executes",
          "Five players, one timing.",
          "Combine individual throws into full executes. We cover who throws what, how to count down and what to do when someone dies early.",
        ),
        ch(
          "Defensive Utility",
          "Delay, deny and retake.",
          "Use utility on the CT side to slow rushes, punish executes and set up retakes. Includes a list of retake molotovs for four maps.",
        ),
      ],
      flags: { topFlag: true, popularFlag: true },
      addedDaysAgo: 190,
    },
    {
      key: "cs2-awp-academy",
      name: "The AWP Academy",
      price: 2499,
      overview:
        "A dedicated course for aspiring AWPers. Rohan Kapoor and Ananya Bose teach positioning, flick mechanics, economy discipline and how to impact rounds without dying first. Includes aim maps and positional drills.",
      platform: "PC",
      popularity: 11870,
      games: ["counter-strike-2"],
      coaches: ["rohan-kapoor", "ananya-bose"],
      chapters: [
        ch(
          "The AWPer's Role",
          "Your job is impact, not just kills.",
          "Understand how AWPers shape a team's strategy on both sides, and why staying alive with the AWP is often worth more than a risky pick. We compare how three professional AWPers approach the same map.",
        ),
        ch(
          "Flicks, Holds and Scoping",
          "Mechanics you can train in 15 minutes a day.",
          "Learn quick-scoping, holding tight angles and when to flick versus track. Includes a workshop-map routine with targets for each level.",
        ),
        ch(
          "CT-Side Positioning",
          "Pick an angle, get a kill, reposition.",
          "Good AWPers rarely hold the same spot twice. We cover off-angles, fall-back positions and how to use teammates' utility to escape.",
        ),
        ch(
          "T-Side AWPing",
          "Create space with the most expensive gun in the game.",
          "Learn to take map control picks, support executes and play post-plant with the AWP. We also cover when to drop it for a teammate.",
        ),
        ch(
          "AWP Economy",
          "When to buy, save and drop.",
          "A practical guide to managing a 4,750 gun: save rounds, eco AWPs and keeping your weapon alive across rounds. You will learn to keep your team's economy healthy while still having the AWP when it matters.",
        ),
      ],
      flags: { mostPopularFlag: true },
      addedDaysAgo: 88,
    },
    {
      key: "cs2-economy-and-buys",
      name: "CS2 Economy and Buy Rounds Explained",
      price: 0,
      overview:
        "Lose fewer rounds to bad buys. This free course explains loss bonus, force buys, saves and team economy in plain language, with examples from professional matches.",
      platform: "PC",
      popularity: 8310,
      games: ["counter-strike-2"],
      coaches: ["rohan-kapoor"],
      chapters: [
        ch(
          "How Money Works",
          "Kill rewards, round bonuses and the loss bonus.",
          "We explain every source of money in a CS2 match and how the loss bonus changes your options after consecutive losses. A one-page reference sheet is included.",
        ),
        ch(
          "Full Buys, Force Buys and Ecos",
          "Three choices, one team decision.",
          "Learn when each option makes sense and why one player forcing alone can cost the team two rounds later. We use professional match examples to show how top teams decide.",
        ),
        ch(
          "Reading the Enemy Economy",
          "Predict what your opponents can afford.",
          "Use the scoreboard and kill feed to estimate enemy money and adjust your setup for eco rounds and force buys. Knowing what they can buy tells you what they are likely to do.",
        ),
        ch(
          "Dropping and Saving",
          "Share the money, keep the weapons.",
          "When to drop a rifle, when to save in a lost round and how to communicate it without arguments. Good habits here quietly win several rounds per match.",
        ),
      ],
      flags: { popularFlag: true },
      addedDaysAgo: 150,
    },
    {
      key: "bgmi-rotations-zone-reads",
      name: "BGMI Rotations and Zone Reads",
      price: 999,
      overview:
        "Stop getting caught in the open. Priya Nair and Kabir Singh teach you to predict zones, pick rotation routes and take compounds before other squads arrive. The most popular BGMI course on the platform.",
      platform: "Mobile",
      popularity: 17630,
      games: ["bgmi"],
      coaches: ["priya-nair", "kabir-singh"],
      chapters: [
        ch(
          "Drop Spots and Early Loot",
          "Choose a drop that fits your squad's style.",
          "We rank drop spots on Erangel and Miramar by loot, contest risk and rotation distance. You will pick a primary and backup drop for your squad.",
        ),
        ch(
          "Reading the First Zone",
          "Plan your rotation before the zone closes.",
          "Learn how terrain and water bias zone placement, and how to decide whether to rotate early or hold your compound. Zone maps from real matches show the most common patterns.",
        ),
        ch(
          "Vehicles and Rotation Routes",
          "Move fast without becoming a target.",
          "How to choose vehicles, where to park them as cover and which routes other squads rarely watch. We also cover what to do when your vehicle is destroyed mid-rotation.",
        ),
        ch(
          "Edge Play vs Centre Play",
          "Two strategies, both can win.",
          "Compare playing the edge of the zone with taking the centre early. We show when each approach gives you the best placement points.",
        ),
        ch(
          "Compound Takes",
          "Clear buildings as a squad.",
          "Step-by-step compound takes with utility, spacing and comms. Includes common mistakes that lead to team wipes.",
        ),
        ch(
          "Late-Zone Survival",
          "The final circles reward patience.",
          "Learn how to use smokes, grenades and terrain in the last three zones and when to fight for position. Replays show how top squads survive with minimal resources.",
        ),
        ch(
          "Reviewing Your Matches",
          "Turn every game into a lesson.",
          "A simple review process using replays to spot rotation mistakes. We finish with a weekly practice plan for your squad.",
        ),
      ],
      flags: { mostPopularFlag: true, topFlag: true },
      addedDaysAgo: 260,
    },
    {
      key: "bgmi-close-range-combat",
      name: "BGMI Close-Range Combat and Gyro Setup",
      price: 599,
      overview:
        "Win more fights inside buildings. Kabir Singh covers gyro sensitivity, claw layouts, jiggle peeks and spray control for SMGs and ARs, with drills you can run in Training Grounds.",
      platform: "Mobile",
      popularity: 13040,
      games: ["bgmi"],
      coaches: ["kabir-singh"],
      chapters: [
        ch(
          "Gyro and Sensitivity",
          "Set up a sensitivity you can trust.",
          "Walk through camera, ADS and gyro sensitivity settings and test them in Training Grounds. We also cover device and frame-rate considerations.",
        ),
        ch(
          "Claw Layouts",
          "Move, aim and shoot at the same time.",
          "Compare three- and four-finger layouts and choose one that suits your device. Includes a two-week transition plan.",
        ),
        ch(
          "Jiggle Peeks and Lean",
          "Show less of yourself, hit more shots.",
          "Learn the peek and lean techniques that make you harder to hit in close-range fights. Drills in Training Grounds help you practise them safely.",
        ),
        ch(
          "Spray Control",
          "Master the M416, UMP45 and AKM.",
          "Recoil patterns and attachments for the most common close-range weapons, with drills to control them. Attachment choices are explained so you can adapt when loot is limited.",
        ),
        ch(
          "Building Fights",
          "Clear rooms without getting trapped.",
          "Room-clearing, door plays and throwables for indoor fights, shown from both attacker and defender perspectives. We also cover when to avoid a building fight altogether.",
        ),
      ],
      flags: { popularFlag: true },
      addedDaysAgo: 70,
    },
    {
      key: "bgmi-igl-bootcamp",
      name: "BGMI Squad IGL Bootcamp",
      price: 3499,
      overview:
        "An eight-part bootcamp for squad leaders who want to play scrims and tournaments. Priya Nair teaches strategy, comms, role assignment and tournament point systems, using footage from national series finals.",
      platform: "Mobile",
      popularity: 10120,
      games: ["bgmi"],
      coaches: ["priya-nair"],
      chapters: [
        ch(
          "The IGL Mindset",
          "Lead with clarity, not volume.",
          "What separates good IGLs from loud ones. We cover decision confidence, owning mistakes and keeping the squad focused.",
        ),
        ch(
          "Roles in a Squad",
          "Assault, support, scout and IGL.",
          "Assign roles based on your players' strengths and learn how roles change between early game and late game. Clear roles mean fewer arguments and faster decisions.",
        ),
        ch(
          "Comms That Work",
          "Short, clear callouts under pressure.",
          "A callout vocabulary for directions, enemies and intentions, plus rules for when non-IGLs should stay quiet. Practise the vocabulary in scrims until it becomes natural.",
        ),
        ch(
          "Scrim Strategy",
          "Use scrims to test, not just to win.",
          "Plan scrim blocks with specific goals and review them as a team. Includes a scrim log template.",
        ),
        ch(
          "Tournament Points",
          "Placement versus finishes.",
          "Understand tournament point systems and how they should change your risk-taking across a match day. Examples from national series finals show both approaches in action.",
        ),
        draft(
          "Reading Opponent Squads",
          "Predict where other teams will rotate.",
          "Track opponents' drop spots and habits across a tournament. This chapter is being updated with the latest series footage.",
        ),
        ch(
          "Clutch Decisions",
          "What to call when you are down to two.",
          "Decision frameworks for 2v4 and 1v3 situations: when to hide, when to third-party and when to take the fight. Replays show how experienced leaders keep calm in the last circles.",
        ),
        ch(
          "Building a Practice Week",
          "Structure beats grinding.",
          "A weekly plan combining scrims, reviews, individual aim work and rest days so your squad peaks on match day. Rest days are part of the plan, not a reward.",
        ),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 120,
    },
    {
      key: "lol-laning-phase",
      name: "League of Legends: Winning the Laning Phase",
      price: 1299,
      overview:
        "The first 14 minutes decide most solo-queue games. Lin Weijie teaches last-hitting, trading, wave management and back timings that carry into every role. Suitable for Silver to Emerald players.",
      platform: "PC",
      popularity: 15560,
      games: ["league-of-legends"],
      coaches: ["lin-weijie"],
      chapters: [
        ch(
          "Last-Hitting Under Pressure",
          "Every missed minion is missed gold.",
          "Drills for last-hitting under tower and while trading, with CS targets for each rank. Practice Tool routines help you track your improvement.",
        ),
        ch(
          "Trading Patterns",
          "Win trades without taking all-ins.",
          "Learn short and extended trades, minion aggro and cooldown windows using three common matchups. You will learn to recognise when the enemy's key ability is down.",
        ),
        ch(
          "Wave Management",
          "Freeze, slow push and crash.",
          "The three wave states explained with examples, and when each one helps you or your jungler. Diagrams make each state easy to recognise in a real game.",
        ),
        ch(
          "Back Timings",
          "Recall at the right moment.",
          "How to time recalls around waves, gold thresholds and objectives so you never lose a plate for nothing. We also show how to sync backs with your jungler.",
        ),
        ch(
          "Playing Around Your Jungler",
          "Ganks are a two-player plan.",
          "Set up ganks with wave states and communicate when your lane is ready. Also covers tracking the enemy jungler from lane.",
        ),
        ch(
          "Transitioning Out of Lane",
          "What to do when laning ends.",
          "When to rotate to mid, when to keep farming side lanes and how to group for the first dragon and herald fights. Good transitions turn a small lane lead into a game-winning advantage.",
        ),
      ],
      flags: { mostPopularFlag: true },
      addedDaysAgo: 340,
    },
    {
      key: "lol-jungle-pathing",
      name: "Jungle Pathing and Objective Control",
      price: 1999,
      overview:
        "A jungler's course on full clears, gank paths, counter-jungling and objective setups. Learn to play around your lanes and take dragons, heralds and barons at the right time.",
      platform: "PC",
      popularity: 9870,
      games: ["league-of-legends"],
      coaches: ["lin-weijie"],
      chapters: [
        ch(
          "Efficient Full Clears",
          "Hit level 4 fast and healthy.",
          "Clear routes for common junglers with kiting tips and timings. Includes a practice tool routine.",
        ),
        ch(
          "Gank or Farm?",
          "Read lanes before you commit.",
          "Decide where to path by looking at lane priority, wave states and summoner spells. We also show how to decide quickly so you do not waste time walking.",
        ),
        ch(
          "Tracking the Enemy Jungler",
          "Know where they are without seeing them.",
          "Use early-game information to predict the enemy jungler's path and counter-gank or invade. Good tracking keeps your laners safe and sets up your own plays.",
        ),
        ch(
          "Dragon and Herald Setups",
          "Objectives start a minute before they spawn.",
          "Vision, lane priority and reset timing for neutral objectives, shown with replays from high-elo games. Good setups make objectives feel free.",
        ),
        ch(
          "Baron and Late-Game Calls",
          "Close games instead of throwing them.",
          "When to start baron, when to bait it and how to convert the buff into towers. We review games that were thrown and explain what should have happened.",
        ),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 175,
    },
    {
      key: "lol-macro-for-beginners",
      name: "League Macro for Beginners",
      price: 0,
      overview:
        "A free introduction to macro play in League of Legends. Learn what to do after laning, how to group and split push, and why vision wins games.",
      platform: "PC",
      popularity: 7420,
      games: ["league-of-legends"],
      coaches: ["lin-weijie"],
      chapters: [
        ch(
          "What Is Macro?",
          "The big-picture decisions that win games.",
          "Macro means choosing where to be and when. We explain the idea with three short examples from ranked games.",
        ),
        ch(
          "Vision Basics",
          "Wards are information, information is safety.",
          "Where to ward in each phase of the game, and how to clear enemy vision before objectives. Good vision lets you play aggressively without taking big risks.",
        ),
        ch(
          "Grouping and Split Pushing",
          "When to stand together and when to spread out.",
          "Learn the 1-3-1 and 1-4 setups and the warning signs that your team needs to group. Examples show both setups winning and losing games.",
        ),
        ch(
          "Closing Out a Game",
          "Turn a lead into a win.",
          "How to use leads to take towers, inhibitors and baron without giving the enemy free fights. Many games are lost by teams that were ahead, and this chapter helps you avoid that.",
        ),
      ],
      flags: { popularFlag: true },
      addedDaysAgo: 22,
    },
    {
      key: "dota2-drafting-101",
      name: "Dota 2 Drafting 101",
      price: 1799,
      overview:
        "Draft like a captain. Meera Iyer explains lane match-ups, team compositions, power spikes and counter-picks, and shows how professional teams plan bans.",
      platform: "PC",
      popularity: 6540,
      games: ["dota-2"],
      coaches: ["meera-iyer"],
      chapters: [
        ch(
          "Draft Phases and Captain's Mode",
          "How picks and bans unfold.",
          "Understand the order of picks and bans, first-pick advantages and what to save for last pick. We also look at how professional captains use early bans to hide their real strategy.",
        ),
        ch(
          "Lane Match-Ups",
          "Win the draft in the lanes first.",
          "Build safe, mid and off-lane pairings and learn which heroes dominate each lane in the current patch. Each pairing comes with a short note on what to do when the lane goes badly.",
        ),
        ch(
          "Team Compositions",
          "Push, team-fight, pick-off or late game.",
          "Four composition archetypes, their power spikes and how to play them once the game starts. You will draft one of each archetype in practice lobbies to feel the difference.",
        ),
        ch(
          "Counter-Picking",
          "Punish the enemy's draft.",
          "Counter heroes, counter items and the traps of over-countering. Includes a counter-pick reference sheet.",
        ),
        ch(
          "Drafting in Pubs",
          "Apply draft thinking in all pick.",
          "How to pick well in ranked matchmaking when you cannot control your teammates. Flexible heroes and safe last picks keep your games winnable even with a chaotic team.",
        ),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 390,
    },
    {
      key: "dota2-support-mastery",
      name: "Support Mastery: Warding, Stacking and Saves",
      price: 1199,
      overview:
        "Become the support every core wants on their team. Learn warding, stacking, pulling, save items and positioning in team fights.",
      platform: "PC",
      popularity: 5870,
      games: ["dota-2"],
      coaches: ["meera-iyer"],
      chapters: [
        ch(
          "The Support's Job",
          "Position 4 and position 5 explained.",
          "What soft and hard supports do in each phase of the game, and how their priorities differ. You will learn to measure your impact by saves, vision and kill participation rather than net worth.",
        ),
        ch(
          "Warding Like a Pro",
          "Offensive and defensive wards.",
          "Ward spots for each phase of the game, dewarding habits and how to read the enemy support's warding patterns. A ward-spot map for the current patch is included.",
        ),
        ch(
          "Stacking and Pulling",
          "Free gold for your cores.",
          "Timings for stacks and pulls and how to combine them with lane presence. Includes a minute-by-minute checklist for the first ten minutes.",
        ),
        ch(
          "Save Items",
          "Glimmer, Force Staff and Lotus Orb.",
          "When to buy each save item and how to use them at the right moment in fights. We review five team fights where one well-timed item turned the result.",
        ),
        ch(
          "Team-Fight Positioning",
          "Stay alive and still make impact.",
          "Position behind your frontline, use spells from max range and pick the right targets. Replays show common mistakes that get supports caught before a fight even starts.",
        ),
        ch(
          "Support Mid-Game Rotations",
          "Make plays across the map.",
          "How supports rotate for kills, smoke ganks and objective pushes without leaving their cores exposed. We also cover smoke timings and how to communicate them to your team.",
        ),
      ],
      flags: { popularFlag: true },
      addedDaysAgo: 230,
    },
    {
      key: "free-fire-rush-tactics",
      name: "Free Fire Rush Tactics and Gloo Wall Mastery",
      price: 399,
      overview:
        "Aggressive play done right. Sana Qureshi and Yusuf Rahman teach fast gloo walls, rush timings and character-skill combinations for both Battle Royale and Clash Squad.",
      platform: "Mobile",
      popularity: 14980,
      games: ["free-fire"],
      coaches: ["sana-qureshi", "yusuf-rahman"],
      chapters: [
        ch(
          "Fast Gloo Walls",
          "Place walls faster than your opponent can aim.",
          "HUD layouts, gloo-wall placement and practice drills in Training mode to build speed and accuracy. You will set a personal speed target and track it every week.",
        ),
        ch(
          "Character Combinations",
          "Skills that complement a rushing style.",
          "Active and passive skill combinations for rushers and supports, and how to adapt them to your squad. We include three ready-made combinations for beginners on a budget.",
        ),
        ch(
          "Rush Timing",
          "Push when the enemy is weakest.",
          "Recognise reload, heal and knock windows and turn them into team rushes. Clear callouts make sure your whole squad pushes together.",
        ),
        ch(
          "One-Tap and Drag Headshots",
          "Win close-range duels quickly.",
          "Drag-shot techniques for shotguns and SMGs, plus sensitivity settings that help. Short daily drills help the motion become muscle memory.",
        ),
        ch(
          "Clash Squad Economy",
          "Spend smart across rounds.",
          "When to buy, when to save and how to coordinate purchases with your team in Clash Squad. We also show how to recover after losing the first two rounds.",
        ),
      ],
      flags: { mostPopularFlag: true, popularFlag: true },
      addedDaysAgo: 140,
    },
    {
      key: "codm-ranked-climb",
      name: "COD Mobile Ranked Climb",
      price: 899,
      overview:
        "A six-week plan to reach Legendary in multiplayer ranked. Vikram Desai and Kabir Singh cover loadouts, map control, spawn logic and the mindset for long ranked sessions.",
      platform: "Mobile",
      popularity: 11230,
      games: ["call-of-duty-mobile"],
      coaches: ["vikram-desai", "kabir-singh"],
      chapters: [
        ch(
          "Settings and HUD",
          "Set up your controls for competitive play.",
          "Recommended graphics, sensitivity and HUD settings, plus how to move to a claw layout. Small changes here make every later chapter easier to apply.",
        ),
        ch(
          "Meta Loadouts",
          "Build classes that suit your role.",
          "Slayer, objective and anchor loadouts for the current season, with perks and scorestreaks explained. You will leave with three classes ready for your next ranked session.",
        ),
        ch(
          "Spawn Logic",
          "Know where enemies will appear.",
          "How spawns work in Hardpoint and Search and Destroy, and how to flip them on purpose. Annotated mini-maps show where spawns move as your team pushes forward.",
        ),
        ch(
          "Map Control in Hardpoint",
          "Hold the right positions, not just the hill.",
          "Rotations and power positions for popular ranked maps such as Standoff and Firing Range. We also cover how to rotate early to the next hill without losing the current one.",
        ),
        ch(
          "Search and Destroy",
          "Slow, smart and deadly.",
          "Site takes, retakes and clutch play in the game's most tactical mode. Every site take is shown from both attacking and defending views.",
        ),
        ch(
          "Climbing Mindset",
          "Avoid tilt and long losing streaks.",
          "Session lengths, break rules and how to review a loss without blaming teammates. Consistent habits matter more than any single great match.",
        ),
      ],
      flags: { popularFlag: true },
      addedDaysAgo: 200,
    },
    {
      key: "codm-battle-royale-endgame",
      name: "CODM Battle Royale: Classes, Perks and Endgame",
      price: 1499,
      overview:
        "Win more battle royale matches in Call of Duty: Mobile. Choose the right class, manage the zone and play the endgame with confidence.",
      platform: "Mobile",
      popularity: 7860,
      games: ["call-of-duty-mobile"],
      coaches: ["vikram-desai"],
      chapters: [
        ch(
          "Choosing a Class",
          "Match your class to your plan.",
          "Compare the most useful battle royale classes and when each one gives your squad an edge. We also cover how to combine classes within a squad.",
        ),
        ch(
          "Landing and Looting",
          "Get armed faster than the lobby.",
          "Drop spots on Isolated, looting routes and the minimum loadout to start rotating. Fast looting routes mean you rotate before the first fights start.",
        ),
        ch(
          "Zone and Vehicles",
          "Rotate safely, arrive early.",
          "Read the zone, pick vehicles and avoid the roads every other squad watches. Annotated maps show safer alternative routes for every zone phase.",
        ),
        ch(
          "Third-Partying",
          "Let others fight, then finish the job.",
          "How to spot ongoing fights and join them at the right moment. We also explain how to avoid being third-partied yourself.",
        ),
        ch(
          "The Final Circle",
          "Patience wins the last fight.",
          "Positioning, utility and target priority in the final circles. Replays of won and lost endgames show which decisions made the difference.",
        ),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 56,
    },
    {
      key: "fortnite-build-and-edit",
      name: "Fortnite Building and Editing Drills",
      price: 1299,
      overview:
        "Build faster, edit cleaner and win box fights. A drill-based course for controller players with Creative map codes and weekly targets.",
      platform: "Console",
      popularity: 10560,
      games: ["fortnite"],
      coaches: ["daniel-okafor", "nikhil-verma"],
      chapters: [
        ch(
          "Controller Settings",
          "Builder Pro, sensitivity and deadzones.",
          "Set up your controller for building and editing, including look sensitivity, build-mode multipliers and deadzones. We explain each value so you can adjust it yourself later.",
        ),
        ch(
          "Core Building Patterns",
          "Ramps, walls and 90s.",
          "The basic patterns every player needs, practised until they are automatic. Creative map codes are included for every pattern.",
        ),
        ch(
          "Editing Fundamentals",
          "Fast, clean and safe edits.",
          "Common edits, reset habits and edit-on-release settings for console players. Drills progress from slow and accurate to fast and accurate.",
        ),
        ch(
          "Piece Control",
          "Take space from your opponent.",
          "Claim pieces around your opponent to control the fight and create easy shots. Replays show the same fight won and lost depending on piece control.",
        ),
        ch(
          "Box Fighting",
          "Win fights in tight spaces.",
          "Peeks, edits and shotgun timing inside a 1x1 box. You will practise against a partner with clear goals for each round.",
        ),
        ch(
          "Drills and Warm-Ups",
          "A routine for every session.",
          "A 15-minute Creative warm-up and weekly goals to measure your progress. Track your times so you can see real improvement week by week.",
        ),
      ],
      flags: { popularFlag: true },
      addedDaysAgo: 110,
    },
    {
      key: "fortnite-zero-build-strategy",
      name: "Fortnite Zero Build: Positioning and Endgames",
      price: 0,
      overview:
        "A free course for Zero Build players. Learn to use natural cover, mobility items and zone rotations to reach more endgames and win them.",
      platform: "Console",
      popularity: 5420,
      games: ["fortnite"],
      coaches: ["daniel-okafor", "nikhil-verma"],
      chapters: [
        ch(
          "Playing Without Builds",
          "Cover, height and mobility.",
          "How Zero Build changes fights and what replaces building as your main defence. You will learn to read terrain the way builders read walls and ramps.",
        ),
        ch(
          "Mobility Items",
          "Move faster than the storm.",
          "Use launch pads, vehicles and mobility items to rotate safely and escape bad fights. We also cover which items are worth carrying into the late game.",
        ),
        ch(
          "Mid-Game Rotations",
          "Arrive early to the right place.",
          "Choose rotation paths that keep you away from other squads until you are ready to fight. Examples from recent matches show good and bad routes side by side.",
        ),
        ch(
          "Winning the Endgame",
          "The last circles reward patience.",
          "Positioning, healing and target selection in the final three storm circles. Patience and positioning win more crowns than raw aim.",
        ),
      ],
      flags: {},
      addedDaysAgo: 8,
    },
    {
      key: "apex-movement-masterclass",
      name: "Apex Legends Movement Masterclass",
      price: 1999,
      overview:
        "Movement is Apex Legends' highest skill ceiling. Daniel Okafor teaches slide jumps, wall bounces and tap-strafes for controller, and shows how to use movement in real fights.",
      platform: "Console",
      popularity: 8040,
      games: ["apex-legends"],
      coaches: ["daniel-okafor"],
      chapters: [
        ch(
          "Controller Movement Settings",
          "ALC settings that make movement easier.",
          "Advanced look controls, button layouts and deadzones that make movement tech possible on a controller. Each setting is tested in the Firing Range before you take it into matches.",
        ),
        ch(
          "Slide Jumps and Bunny Hops",
          "Keep your momentum.",
          "Practise slide-jump timing in the Firing Range and use it to close distance safely. We also cover when momentum tech makes you easier to track.",
        ),
        ch(
          "Wall Bounces and Climbs",
          "Use the map as a launch pad.",
          "Wall bounce timing, climb cancels and where to use them on popular maps. Clips show how top players use these techniques to escape fights.",
        ),
        ch(
          "Movement in Fights",
          "Be hard to hit and still hit your shots.",
          "Strafe patterns, crouch spam and movement while shooting for close-range fights. Your goal is to be a harder target without losing accuracy.",
        ),
        ch(
          "Legend Mobility",
          "Abilities that move you and your team.",
          "Pathfinder, Octane, Valkyrie and Horizon: how to get the most from their movement abilities. We also cover how to move your whole squad together with these abilities.",
        ),
        ch(
          "Building a Routine",
          "Make movement automatic.",
          "A daily Firing Range routine and how to bring the tech into ranked without throwing fights. Ten focused minutes a day beats an hour of random practice.",
        ),
      ],
      flags: { topFlag: true },
      addedDaysAgo: 33,
    },
    {
      key: "ea-fc-ultimate-team-tactics",
      name: "EA Sports FC: Ultimate Team Tactics",
      price: 999,
      overview:
        "Build a team that plays the way you want. Aditya Rao explains formations, custom tactics and player instructions, and how to adapt them inside a Division Rivals game.",
      platform: "Console",
      popularity: 9210,
      games: ["ea-sports-fc"],
      coaches: ["aditya-rao"],
      chapters: [
        ch(
          "Choosing a Formation",
          "Shape your team around your style.",
          "Compare 4-2-3-1, 4-3-2-1 and 5-2-1-2 and the type of player each one suits. We show the strengths and weaknesses of each against the current meta.",
        ),
        ch(
          "Custom Tactics",
          "Width, depth and build-up play.",
          "How each slider changes your team's behaviour, with three ready-to-use setups. You will test each setup in friendlies before using it in Rivals.",
        ),
        ch(
          "Player Instructions",
          "Fine-tune individual roles.",
          "Instructions for full-backs, defensive midfielders and strikers that fix common problems. Small changes here often fix problems that look like bad players.",
        ),
        ch(
          "Defending Manually",
          "Stop relying on AI defending.",
          "Jockeying, tackling timing and when to switch players. Drills in Skill Games help you practise without pressure.",
        ),
        ch(
          "In-Game Adjustments",
          "Change the game when it is not working.",
          "Quick tactics, substitutions and formation changes for chasing or protecting a lead. We also cover the warning signs that your current plan is failing.",
        ),
      ],
      flags: { mostPopularFlag: true },
      addedDaysAgo: 18,
    },
    {
      key: "pokemon-unite-lane-roles",
      name: "Pokémon UNITE: Lane Roles and Objective Timing",
      price: 499,
      overview:
        "Learn the roles, lanes and objectives of Pokémon UNITE. Sana Qureshi shows how to win the early game and time the fights around Rotom, Regieleki and Zapdos.",
      platform: "Mobile",
      popularity: 4470,
      games: ["pokemon-unite"],
      coaches: ["sana-qureshi"],
      chapters: [
        ch(
          "Roles and Lanes",
          "Attackers, defenders, supporters and more.",
          "How each role fits into the top lane, bottom lane and jungle, with beginner-friendly picks. You will find a role that suits your style before moving on to advanced play.",
        ),
        ch(
          "Early Game Priorities",
          "Farm, level and secure the first objectives.",
          "Level timings, farm routes and how to help your lane partner. We also cover when to leave your lane to help elsewhere.",
        ),
        ch(
          "Mid-Game Objectives",
          "Rotom, Drednaw and Regieleki.",
          "Timings and team positions for the mid-game objectives and why they matter. Clear communication helps your team arrive on time and at full health.",
        ),
        ch(
          "The Zapdos Fight",
          "The final two minutes decide the match.",
          "Positioning, ultimates and scoring after Zapdos, with examples from tournament games. We also show when to concede Zapdos and defend instead.",
        ),
      ],
      flags: {},
      addedDaysAgo: 5,
    },
    {
      key: "rocket-league-aerials",
      name: "Rocket League: Aerials From Zero",
      price: 0,
      overview:
        "A free course that takes you from ground-only play to confident aerials. Learn boost management, jump timing and aerial control with custom training packs.",
      platform: "Console",
      popularity: 3980,
      games: ["rocket-league"],
      coaches: ["daniel-okafor"],
      chapters: [
        ch(
          "Camera and Controls",
          "Settings that make aerials easier.",
          "Camera settings, air-roll bindings and deadzone setup for controller players. Good settings make every mechanic in this course easier to learn.",
        ),
        ch(
          "Your First Aerial",
          "Jump, tilt, boost.",
          "The basic aerial broken into three steps with a training pack to practise each one. You will finish the chapter hitting your first controlled aerials.",
        ),
        ch(
          "Boost Management",
          "Never run out at the wrong moment.",
          "Small pads, big pads and how much boost you really need for an aerial. We show how top players collect boost without leaving their rotation.",
        ),
        ch(
          "Aerial Control",
          "Hit the ball where you want it to go.",
          "Air roll, feathering boost and adjusting mid-flight for accurate touches. Training packs help you repeat the same shot until it feels natural.",
        ),
        ch(
          "Aerials in Matches",
          "Know when to go up.",
          "Reading bounces, rotations and when an aerial is the right choice in a real game. We also cover how to recover and rotate back after a missed aerial.",
        ),
      ],
      flags: { popularFlag: true },
      addedDaysAgo: 65,
    },
    {
      key: "controller-settings-masterclass",
      name: "Controller Settings Masterclass",
      price: 699,
      overview:
        "Small settings, big difference. Learn response curves, deadzones, trigger stops and button layouts for console shooters and fighting games, and test them with simple drills.",
      platform: "Console",
      popularity: 3560,
      games: ["apex-legends", "tekken-8"],
      coaches: ["daniel-okafor"],
      chapters: [
        ch(
          "Deadzones and Stick Drift",
          "Find the smallest deadzone your controller allows.",
          "Test your controller for drift and set inner and outer deadzones for precise aim. We explain how to recheck settings as your controller ages.",
        ),
        ch(
          "Response Curves",
          "Linear, classic or dynamic.",
          "How response curves change the feel of your aim and how to choose one for your style. Short drills let you compare curves side by side.",
        ),
        ch(
          "Button Layouts and Paddles",
          "Keep your thumbs on the sticks.",
          "Layouts and back-paddle mappings that let you jump, crouch and reload without losing aim. We cover layouts for players with and without paddles.",
        ),
        ch(
          "Inputs for Fighting Games",
          "Clean inputs under pressure.",
          "Pad versus stick, input buffering and practising motion inputs on a controller. Short combo drills help you build consistency.",
        ),
      ],
      flags: {},
      addedDaysAgo: 2,
    },
    {
      key: "tekken-8-frame-data",
      name: "Tekken 8: Frame Data and Punishment",
      price: 1499,
      overview:
        "Learn to read frame data, punish unsafe moves and use the Heat system. This course is still in review.",
      platform: "Console",
      popularity: 1250,
      games: ["tekken-8"],
      coaches: ["daniel-okafor"],
      chapters: [
        ch(
          "Reading Frame Data",
          "Startup, recovery and advantage.",
          "What the numbers in the move list mean and how to use them to make decisions. Examples use common characters so you can follow along.",
        ),
        ch(
          "Punishing Unsafe Moves",
          "Turn blocked moves into damage.",
          "Standing and crouching punishers for every frame window, practised in training mode. You will build a short list of punishers for your main character.",
        ),
        ch(
          "The Heat System",
          "Aggression with a purpose.",
          "How Heat Engagers, Heat Smash and Heat Dash change offence and defence. We also cover when to save Heat for the final round.",
        ),
        ch(
          "Movement and Spacing",
          "Sidestep, backdash and whiff punish.",
          "Movement fundamentals that keep you safe and create openings. Good movement makes your opponent's best moves whiff.",
        ),
      ],
      flags: {},
      isApproved: false,
      addedDaysAgo: 3,
    },
    {
      key: "clash-royale-deck-building",
      name: "Clash Royale Deck Building",
      price: 299,
      overview:
        "Build balanced decks, count elixir and defend efficiently. This course has been retired from the catalogue.",
      platform: "Mobile",
      popularity: 2140,
      games: ["clash-royale"],
      coaches: ["yusuf-rahman"],
      chapters: [
        ch(
          "Win Conditions",
          "Every deck needs a way to take towers.",
          "Choose a win condition and build the rest of your deck around it. We compare popular win conditions and their typical support cards.",
        ),
        ch(
          "Elixir Counting",
          "Know when your opponent is out of elixir.",
          "Track elixir trades and punish your opponent when they overspend. Simple counting habits help you punish every overcommitment.",
        ),
        ch(
          "Defensive Placement",
          "Defend for less elixir.",
          "Placement tricks that make defensive cards more effective. Examples show how a single tile can change a defence.",
        ),
        ch(
          "Ladder vs Tournaments",
          "Different formats, different decks.",
          "How deck choices change between ladder play and tournament rules. We also explain how card levels affect deck choice.",
        ),
      ],
      flags: {},
      disabled: true,
      addedDaysAgo: 260,
    },
  ],

  guides: [
    {
      key: "valorant-rank-up-roadmap",
      name: "Valorant Rank-Up Roadmap: Iron to Immortal",
      summary:
        "A rank-by-rank roadmap of what to focus on in Valorant, from basic crosshair placement to advanced team play. Free for everyone.",
      ranking: 1,
      upvotes: 4820,
      price: 0,
      games: ["valorant"],
      coaches: ["arjun-mehta"],
      chapters: [
        ch(
          "Iron to Silver: Fundamentals",
          "Aim, movement and not dying alone.",
          "At these ranks fundamentals win games. Focus on crosshair placement, counter-strafing and playing with a teammate instead of alone.",
        ),
        ch(
          "Gold to Platinum: Utility",
          "Use your abilities with purpose.",
          "Learn two or three lineups per map for your main agent and use them to support your team. Good utility turns even trades into winning fights.",
        ),
        ch(
          "Diamond: Game Sense",
          "Read the round, not just the fight.",
          "Track enemy utility, predict rotations and make fewer risky peeks. The players who climb here are the ones who think before they peek.",
        ),
        ch(
          "Ascendant: Team Play",
          "Lead and follow calls.",
          "Structured defaults and trading become essential. Learn how to play a role consistently.",
        ),
        ch(
          "Immortal: Consistency",
          "Small margins, big results.",
          "Routines, reviews and mental resilience for long ranked sessions. At this level, the player who tilts less usually wins.",
        ),
      ],
      testimonials: [
        t("This roadmap told me exactly what to practise. Silver to Platinum in two acts.", "Aakash V."),
        t("Simple, honest advice. Bookmarked it.", "Nisha P."),
        t("The Diamond section is spot on.", "Farhan S."),
      ],
      flags: { popularFlag: true, featuredFlag: true, casualFlag: true },
      addedDaysAgo: 160,
    },
    {
      key: "bgmi-sensitivity-settings",
      name: "BGMI Sensitivity and Gyro Settings Guide",
      summary:
        "Step-by-step sensitivity, gyro and HUD setup for BGMI, with tested values for popular phones and how to fine-tune them.",
      ranking: 2,
      upvotes: 4310,
      price: 249,
      games: ["bgmi"],
      coaches: ["priya-nair", "kabir-singh"],
      chapters: [
        ch(
          "Camera and ADS Sensitivity",
          "The foundation of good aim.",
          "Set camera and ADS values for each scope and test them with simple Training Ground drills. We include starting values for both low-end and high-end phones.",
        ),
        ch(
          "Gyroscope Setup",
          "Let your phone do the fine aiming.",
          "Always-on versus scope-on gyro and values that help with recoil control. You will test each option with the same drill to compare fairly.",
        ),
        ch(
          "HUD Layouts",
          "Buttons where your fingers are.",
          "Three proven HUD layouts for two, three and four fingers. Each layout is shown with a photo of finger placement.",
        ),
        ch(
          "Fine-Tuning",
          "Adjust in small steps.",
          "How to change one setting at a time and judge the result over several matches. A simple settings log keeps you from going back and forth.",
        ),
      ],
      testimonials: [
        t("Finally a gyro guide that explains WHY, not just numbers.", "Gaurav L."),
        t("My sprays are much tighter after the fine-tuning chapter.", "Simran K."),
      ],
      flags: { popularFlag: true, casualFlag: true },
      addedDaysAgo: 90,
    },
    {
      key: "cs2-map-callouts",
      name: "CS2 Map Callouts Atlas",
      summary:
        "Standard callouts for Mirage, Inferno, Nuke, Ancient, Anubis and Dust II so your team speaks the same language. Free.",
      ranking: 3,
      upvotes: 3980,
      price: 0,
      games: ["counter-strike-2"],
      coaches: ["rohan-kapoor"],
      chapters: [
        ch(
          "Mirage",
          "Connector, jungle, palace and more.",
          "All standard Mirage callouts with a map overview and the common alternatives used in India. Printable callout maps are included.",
        ),
        ch(
          "Inferno",
          "Banana, apartments and pit.",
          "Inferno callouts for both sites and the middle of the map. We also mark the spots where callouts are often confused.",
        ),
        ch(
          "Nuke",
          "Outside, ramp and the vents.",
          "Nuke's vertical layout makes callouts essential. Learn upper and lower names clearly.",
        ),
        ch(
          "Ancient",
          "Donut, cave and elbow.",
          "Ancient callouts with tips for communicating rotations through mid. A printable callout map is included.",
        ),
        ch(
          "Anubis",
          "Canal, bridge and connector.",
          "Callouts for Anubis, one of the newer maps in the Active Duty pool. We also highlight the water and bridge positions that decide many rounds.",
        ),
        ch(
          "Dust II",
          "Long, short and tunnels.",
          "The classic map's callouts, still the first ones most players learn. Learning them here makes other maps easier to pick up.",
        ),
      ],
      testimonials: [t("Our whole team uses this. No more 'the place near the box'.", "Kunal D.")],
      flags: { featuredFlag: true, newFlag: true },
      addedDaysAgo: 10,
    },
    {
      key: "lol-champion-pool",
      name: "Building a Champion Pool That Climbs",
      summary:
        "How to choose three champions for your role, learn them deeply and stay consistent across patches in League of Legends.",
      ranking: 4,
      upvotes: 3475,
      price: 349,
      games: ["league-of-legends"],
      coaches: ["lin-weijie"],
      chapters: [
        ch(
          "Why a Small Pool Wins",
          "Depth beats breadth in solo queue.",
          "Playing fewer champions lets you focus on match-ups and decisions instead of mechanics. We show how top players in every region keep their pools small.",
        ),
        ch(
          "Choosing Your Champions",
          "A main, a counter and a blind pick.",
          "How to pick three champions that cover each other's weaknesses. A worked example is included for each role.",
        ),
        ch(
          "Learning Match-Ups",
          "Make notes that you will read.",
          "A simple match-up notebook to track what works and what does not. Review your notes before champion select to get the most from them.",
        ),
        ch(
          "Adapting to Patches",
          "Keep your pool healthy.",
          "When to replace a champion after balance changes, and when to stay loyal. Patch notes are easier to read once you know what to look for.",
        ),
      ],
      testimonials: [
        t("Cutting my pool to three champions was the best decision I made this season.", "Sid R."),
        t("Practical and well written.", "Ankita M."),
        t("The match-up notebook is a game changer.", "Leon T."),
      ],
      flags: { proFlag: true },
      addedDaysAgo: 220,
    },
    {
      key: "one-to-one-coaching-prep",
      name: "Getting the Most From One-to-One Coaching",
      summary:
        "What to prepare before a live session, what to ask your coach and how to practise afterwards so every session counts. Free.",
      ranking: 5,
      upvotes: 3120,
      price: 0,
      games: ["valorant", "bgmi"],
      coaches: ["arjun-mehta", "priya-nair"],
      chapters: [
        ch(
          "Before the Session",
          "Bring goals and footage.",
          "Record two recent matches, write down three questions and decide what you want to improve. Good preparation means your coach spends time on advice instead of questions.",
        ),
        ch(
          "During the Session",
          "Ask, take notes and try things live.",
          "How to get specific feedback and turn it into clear practice tasks. Do not be afraid to ask your coach to repeat or demonstrate something.",
        ),
        ch(
          "After the Session",
          "Practise, review and report back.",
          "A one-week plan to apply what you learned, plus how to measure progress before your next session. Small weekly goals keep progress steady between sessions.",
        ),
      ],
      testimonials: [
        t(
          "I wasted my first coaching session. After reading this, the second was ten times better.",
          "Pranav J.",
        ),
        t("Short and very useful.", "Meghna A."),
      ],
      flags: { oneToOneFlag: true, featuredFlag: true },
      addedDaysAgo: 35,
    },
    {
      key: "dota2-laning-cheatsheet",
      name: "Dota 2 Laning Cheat Sheet",
      summary:
        "Creep equilibrium, pulls, harass and rune timings on one page per lane. A quick reference for Dota 2 players of every rank.",
      ranking: 6,
      upvotes: 2760,
      price: 299,
      games: ["dota-2"],
      coaches: ["meera-iyer"],
      chapters: [
        ch(
          "Creep Equilibrium",
          "Keep the lane where you want it.",
          "How to hold the lane near your tower and why it matters for safe farming. Good equilibrium makes every other laning skill easier.",
        ),
        ch(
          "Safe Lane",
          "Protect your carry.",
          "Positions, pulls and harass patterns for safe-lane duos. We also cover when to give up the lane and farm elsewhere.",
        ),
        ch(
          "Mid Lane",
          "Runes, bottles and solo kills.",
          "Rune timings, last-hitting tricks and when to rotate from mid. A simple checklist keeps your lane and rotations on schedule.",
        ),
        ch(
          "Off Lane",
          "Survive and pressure.",
          "How to gain levels in a tough lane and disrupt the enemy carry. Surviving the first ten minutes is already a win in many match-ups.",
        ),
        ch(
          "Rune and Item Timings",
          "A timeline for the first 10 minutes.",
          "Bounty, power and wisdom runes, plus key item timings to aim for. Use the timeline as a checklist during your first few games.",
        ),
      ],
      testimonials: [],
      flags: { proFlag: true, popularFlag: true },
      addedDaysAgo: 300,
    },
    {
      key: "codm-loadout-meta",
      name: "COD Mobile Loadout Meta Report",
      summary:
        "The strongest weapons, attachments and perks for ranked multiplayer this season, updated after every balance patch.",
      ranking: 7,
      upvotes: 2410,
      price: 199,
      games: ["call-of-duty-mobile"],
      coaches: ["vikram-desai"],
      chapters: [
        ch(
          "Assault Rifles",
          "Versatile picks for every mode.",
          "Top assault rifles with attachments for aim-down-sight speed and recoil control. Each build comes with a short note on the role it suits best.",
        ),
        ch(
          "SMGs",
          "Speed and close-range power.",
          "SMG builds for slayers and objective players. We also mark which builds work best in Hardpoint and which in Search and Destroy.",
        ),
        ch(
          "Snipers and Marksman Rifles",
          "One shot, one kill.",
          "Quick-scope builds and positions for the current map pool. Alternatives are listed for players who prefer slower, safer play.",
        ),
        ch(
          "Perks and Scorestreaks",
          "The rest of your class.",
          "Perk combinations and scorestreaks that support each weapon type. Everything is updated after each balance patch.",
        ),
      ],
      testimonials: [
        t("Updated fast after the patch. Love it.", "Harsh V."),
        t("Saved me hours of testing builds.", "Jaya N."),
        t("Good value for the price.", "Omkar S."),
      ],
      flags: { newFlag: true, casualFlag: true },
      addedDaysAgo: 3,
    },
    {
      key: "ea-fc-division-rivals",
      name: "EA Sports FC Division Rivals Climb Guide",
      summary:
        "Practical advice for climbing Division Rivals: team building on a budget, match management and how to handle pressure.",
      ranking: 8,
      upvotes: 1985,
      price: 499,
      games: ["ea-sports-fc"],
      coaches: ["aditya-rao"],
      chapters: [
        ch(
          "Budget Team Building",
          "A strong team without spending a fortune.",
          "Chemistry, meta cards at every budget and when to upgrade. Examples show three teams at different coin budgets.",
        ),
        ch(
          "Match Management",
          "Play the scoreboard.",
          "When to push, when to slow the game down and how to protect a lead. Good game management wins more points than skill moves.",
        ),
        ch(
          "Weekly Rewards",
          "Plan your week around rewards.",
          "How many games to play and when to stop to keep your rank safe. A calm, planned week beats late-night grinding.",
        ),
        ch(
          "Handling Pressure",
          "Stay calm after conceding.",
          "Breathing resets, breaks and a simple routine between matches. A settled mind helps you make better decisions in the next match.",
        ),
      ],
      testimonials: [t("Reached Division 2 for the first time following this guide.", "Abhishek C.")],
      flags: { oneToOneFlag: true, casualFlag: true },
      addedDaysAgo: 20,
    },
    {
      key: "fortnite-creative-warmups",
      name: "Fortnite Creative Warm-Up Routines",
      summary:
        "Three warm-up routines for controller players — 10, 20 and 30 minutes — using popular Creative maps for aim, edits and building.",
      ranking: 9,
      upvotes: 1520,
      price: 149,
      games: ["fortnite"],
      coaches: ["daniel-okafor", "nikhil-verma"],
      chapters: [
        ch(
          "The 10-Minute Routine",
          "When you only have time for a few games.",
          "A short routine covering aim, one edit course and a quick building drill. It is ideal for warming up before a quick evening session.",
        ),
        ch(
          "The 20-Minute Routine",
          "Balanced practice for most days.",
          "Aim, edits, piece control and a few box fights against a friend or bot. We also suggest variations so practice stays interesting.",
        ),
        ch(
          "The 30-Minute Routine",
          "Before tournaments and cash cups.",
          "A complete warm-up that gets your hands and mind ready for competitive play. Add a short break before queuing so you start fresh.",
        ),
        ch(
          "Tracking Progress",
          "Know that you are improving.",
          "Record times and scores on each map and review them weekly. A simple spreadsheet template is included.",
        ),
      ],
      testimonials: [
        t("The 20-minute routine is now part of every session I play.", "Ravi K."),
        t("Simple and effective.", "Elena G."),
      ],
      flags: { newFlag: true, casualFlag: true },
      addedDaysAgo: 28,
    },
    {
      key: "esports-career-pathways",
      name: "Going Pro: Esports Career Pathways in India",
      summary:
        "Players, coaches, analysts and casters — what esports careers look like in India and how to take the first step. Chapters are being finalised.",
      ranking: 10,
      upvotes: 1260,
      price: 999,
      games: ["bgmi", "valorant"],
      coaches: ["priya-nair", "arjun-mehta"],
      chapters: [
        draft(
          "Careers in Esports",
          "More than playing.",
          "An overview of roles in Indian esports, from players to production staff. We also talk to people working in each role about their first job.",
        ),
        draft(
          "Building Your Portfolio",
          "Show what you can do.",
          "How to present results, VODs and references to teams and organisations. A short checklist helps you decide what to include.",
        ),
        draft(
          "Trials and Contracts",
          "What to expect and what to check.",
          "How team trials work and the contract terms every young player should understand. We highlight warning signs and questions to ask before signing.",
        ),
      ],
      testimonials: [],
      flags: { proFlag: true, oneToOneFlag: true },
      addedDaysAgo: 2,
    },
    {
      key: "apex-ranked-survival",
      name: "Apex Legends Ranked Survival Guide",
      summary:
        "How to gain RP consistently in Apex Legends ranked by playing for placement and smart fights.",
      ranking: 11,
      upvotes: 640,
      price: 399,
      games: ["apex-legends"],
      coaches: ["daniel-okafor"],
      chapters: [
        ch(
          "How Ranked Points Work",
          "Placement and kills.",
          "Understand the ranked point system and what it rewards. Knowing the system helps you choose between safe placement and risky kills.",
        ),
        ch(
          "Choosing Fights",
          "Fight when the odds are yours.",
          "Signs that a fight is worth taking and when to disengage. We also cover how to third-party safely.",
        ),
        ch(
          "Endgame Positioning",
          "Survive the final rings.",
          "Pick buildings and high ground that keep your squad alive until the end. Examples show strong positions on each ranked map.",
        ),
      ],
      testimonials: [],
      flags: { newFlag: true },
      isApproved: false,
      addedDaysAgo: 1,
    },
  ],

  packages: [
    {
      key: "starter-pass",
      name: "Starter Pass",
      description:
        "Everything you need to start improving in one mobile title: starter courses, guides and monthly community scrims.",
      price: 499,
      features: [
        "All starter courses for your chosen game",
        "Access to every free and paid guide for that game",
        "Monthly community scrim night",
        "Progress tracker and practice planner",
      ],
      games: ["bgmi", "free-fire", "call-of-duty-mobile", "pokemon-unite"],
    },
    {
      key: "pro-pass",
      name: "Pro Pass",
      description:
        "For competitive players on PC: every course and guide for the PC titles, plus a monthly group VOD review with a coach.",
      price: 999,
      features: [
        "All courses and guides for included games",
        "Monthly group VOD review with a pro coach",
        "Priority booking for one-to-one sessions",
        "Discord community with coach Q&A",
      ],
      games: ["valorant", "counter-strike-2", "league-of-legends", "dota-2"],
    },
    {
      key: "elite-pass",
      name: "Elite Pass",
      description:
        "The complete academy: every course and guide for every game, a monthly one-to-one session and early access to new content.",
      price: 1999,
      features: [
        "Every course and guide on the platform",
        "One 45-minute one-to-one session per month",
        "Personal practice plan reviewed by a coach",
        "Early access to new courses",
        "Exclusive Elite scrims and tournaments",
      ],
      games: [
        "valorant",
        "bgmi",
        "counter-strike-2",
        "league-of-legends",
        "free-fire",
        "call-of-duty-mobile",
        "fortnite",
        "dota-2",
        "ea-sports-fc",
        "apex-legends",
        "rocket-league",
        "pokemon-unite",
      ],
    },
  ],

  teamPlans: [
    {
      key: "squad-plan",
      name: "Squad",
      description: "For a single competitive squad or five-stack that wants structured coaching together.",
      price: 4999,
      period: "month",
      seats: 5,
      features: [
        "5 player seats with full course access",
        "Two team coaching sessions per month",
        "Shared practice planner and scrim log",
        "Team VOD review every month",
      ],
    },
    {
      key: "roster-plan",
      name: "Roster",
      description:
        "For organisations running a main roster and substitutes, or two squads in different games.",
      price: 8999,
      period: "month",
      seats: 10,
      features: [
        "10 player seats with full course access",
        "Four team coaching sessions per month",
        "Dedicated coach for strategy and drafting",
        "Opponent scouting reports before tournaments",
        "Priority support",
      ],
    },
    {
      key: "academy-plan",
      name: "Academy",
      description: "For colleges, gaming cafés and esports academies training many players at once.",
      price: 19999,
      period: "month",
      seats: 25,
      features: [
        "25 player seats with full course access",
        "Weekly group coaching sessions",
        "Coach dashboard to track student progress",
        "Custom tryout and evaluation programme",
        "Certificate of completion for students",
      ],
    },
  ],
};
