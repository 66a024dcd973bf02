// Demo content for a seeded development or preview database: private sellers, the places they sell
// from and ad description templates. Pure data; the seeder picks from it.

/** The password of every demo account (documented so testers can sign in as any demo seller). */
export const DEMO_PASSWORD = 'handymarkt-demo';

export interface DemoCity {
  /** Unique, referenced by DemoUser.city. */
  slug: string;
  /** City or city district as shown on an ad, e.g. "Berlin-Kreuzberg". */
  name: string;
  postcode: string;
  /** Street-level address an ad is placed at (no house number), e.g. "Oranienstraße, 10999 Berlin". */
  address: string;
  lat: number;
  lng: number;
}

export interface DemoVerification {
  phone: boolean;
  payment: boolean;
  social: boolean;
  id: boolean;
}

export interface DemoUser {
  first_name: string;
  last_name: string;
  /** Unique. */
  email: string;
  /** Slug of a DEMO_CITIES entry. */
  city: string;
  verified: DemoVerification;
}

export const DEMO_CITIES: readonly DemoCity[] = [
  {
    slug: 'berlin-kreuzberg',
    name: 'Berlin-Kreuzberg',
    postcode: '10999',
    address: 'Oranienstraße, 10999 Berlin',
    lat: 52.501,
    lng: 13.418,
  },
  {
    slug: 'hamburg-altona',
    name: 'Hamburg-Altona',
    postcode: '22765',
    address: 'Ottenser Hauptstraße, 22765 Hamburg',
    lat: 53.552,
    lng: 9.931,
  },
  {
    slug: 'muenchen-schwabing',
    name: 'München-Schwabing',
    postcode: '80802',
    address: 'Leopoldstraße, 80802 München',
    lat: 48.161,
    lng: 11.586,
  },
  {
    slug: 'koeln-ehrenfeld',
    name: 'Köln-Ehrenfeld',
    postcode: '50823',
    address: 'Venloer Straße, 50823 Köln',
    lat: 50.951,
    lng: 6.918,
  },
  {
    slug: 'leipzig',
    name: 'Leipzig',
    postcode: '04275',
    address: 'Karl-Liebknecht-Straße, 04275 Leipzig',
    lat: 51.323,
    lng: 12.374,
  },
  {
    slug: 'dresden',
    name: 'Dresden',
    postcode: '01099',
    address: 'Louisenstraße, 01099 Dresden',
    lat: 51.066,
    lng: 13.753,
  },
  {
    slug: 'frankfurt-am-main',
    name: 'Frankfurt am Main',
    postcode: '60316',
    address: 'Berger Straße, 60316 Frankfurt am Main',
    lat: 50.12,
    lng: 8.696,
  },
  {
    slug: 'stuttgart',
    name: 'Stuttgart',
    postcode: '70173',
    address: 'Königstraße, 70173 Stuttgart',
    lat: 48.778,
    lng: 9.179,
  },
  {
    slug: 'nuernberg',
    name: 'Nürnberg',
    postcode: '90443',
    address: 'Gostenhofer Hauptstraße, 90443 Nürnberg',
    lat: 49.449,
    lng: 11.063,
  },
  {
    slug: 'bremen',
    name: 'Bremen',
    postcode: '28203',
    address: 'Ostertorsteinweg, 28203 Bremen',
    lat: 53.073,
    lng: 8.82,
  },
  {
    slug: 'hannover',
    name: 'Hannover',
    postcode: '30451',
    address: 'Limmerstraße, 30451 Hannover',
    lat: 52.378,
    lng: 9.709,
  },
  {
    slug: 'duesseldorf',
    name: 'Düsseldorf',
    postcode: '40477',
    address: 'Nordstraße, 40477 Düsseldorf',
    lat: 51.238,
    lng: 6.78,
  },
  {
    slug: 'dortmund',
    name: 'Dortmund',
    postcode: '44137',
    address: 'Lindemannstraße, 44137 Dortmund',
    lat: 51.506,
    lng: 7.451,
  },
  {
    slug: 'freiburg',
    name: 'Freiburg im Breisgau',
    postcode: '79102',
    address: 'Günterstalstraße, 79102 Freiburg im Breisgau',
    lat: 47.987,
    lng: 7.85,
  },
  {
    slug: 'muenster',
    name: 'Münster',
    postcode: '48153',
    address: 'Hammer Straße, 48153 Münster',
    lat: 51.95,
    lng: 7.627,
  },
  {
    slug: 'rostock',
    name: 'Rostock',
    postcode: '18055',
    address: 'Kröpeliner Straße, 18055 Rostock',
    lat: 54.089,
    lng: 12.134,
  },
  {
    slug: 'kiel',
    name: 'Kiel',
    postcode: '24105',
    address: 'Holtenauer Straße, 24105 Kiel',
    lat: 54.336,
    lng: 10.133,
  },
  {
    slug: 'potsdam',
    name: 'Potsdam',
    postcode: '14467',
    address: 'Brandenburger Straße, 14467 Potsdam',
    lat: 52.4,
    lng: 13.056,
  },
  {
    slug: 'mainz',
    name: 'Mainz',
    postcode: '55118',
    address: 'Frauenlobstraße, 55118 Mainz',
    lat: 50.006,
    lng: 8.261,
  },
  {
    slug: 'augsburg',
    name: 'Augsburg',
    postcode: '86150',
    address: 'Maximilianstraße, 86150 Augsburg',
    lat: 48.366,
    lng: 10.899,
  },
];

const ALL: DemoVerification = { phone: true, payment: true, social: true, id: true };
const NONE: DemoVerification = { phone: false, payment: false, social: false, id: false };

export const DEMO_USERS: readonly DemoUser[] = [
  {
    first_name: 'Lena',
    last_name: 'Becker',
    email: 'lena@demo.handymarkt.de',
    city: 'berlin-kreuzberg',
    verified: ALL,
  },
  {
    first_name: 'Jonas',
    last_name: 'Wagner',
    email: 'jonas@demo.handymarkt.de',
    city: 'hamburg-altona',
    verified: { phone: true, payment: true, social: false, id: false },
  },
  {
    first_name: 'Sophie',
    last_name: 'Hoffmann',
    email: 'sophie@demo.handymarkt.de',
    city: 'muenchen-schwabing',
    verified: ALL,
  },
  {
    first_name: 'Tobias',
    last_name: 'Schulz',
    email: 'tobias@demo.handymarkt.de',
    city: 'koeln-ehrenfeld',
    verified: NONE,
  },
  {
    first_name: 'Anna',
    last_name: 'Schneider',
    email: 'anna@demo.handymarkt.de',
    city: 'leipzig',
    verified: { phone: true, payment: false, social: false, id: false },
  },
  {
    first_name: 'Felix',
    last_name: 'Weber',
    email: 'felix@demo.handymarkt.de',
    city: 'frankfurt-am-main',
    verified: { phone: true, payment: false, social: false, id: true },
  },
  {
    first_name: 'Marie',
    last_name: 'Fischer',
    email: 'marie@demo.handymarkt.de',
    city: 'dresden',
    verified: { phone: true, payment: true, social: true, id: false },
  },
  {
    first_name: 'Lukas',
    last_name: 'Meyer',
    email: 'lukas@demo.handymarkt.de',
    city: 'stuttgart',
    verified: NONE,
  },
];

/**
 * The demo operator's reviewer (issue 17): decides ID documents through
 * POST /hm/v1/id-documents/{id}/decision until the operator's console exists. Sells nothing.
 */
export const DEMO_REVIEWER = {
  first_name: 'Paula',
  last_name: 'Prüfer',
  email: 'pruefer@demo.handymarkt.de',
} as const;

/** The demo operator's admin (issue 18): opens the console at /admin. Sells nothing. */
export const DEMO_ADMIN = {
  first_name: 'Bernd',
  last_name: 'Betrieb',
  email: 'betrieb@demo.handymarkt.de',
} as const;

/**
 * Ad description templates. The seeder replaces `{model}` (brand and model, e.g. "Apple iPhone 13"),
 * `{storage}` (e.g. "128 GB"), `{color}` (German colour name, e.g. "Blau") and `{battery}` (battery
 * health in percent, a number only, e.g. "87").
 */
export const DEMO_DESCRIPTIONS: readonly string[] = [
  'Verkaufe mein {model} mit {storage} in {color}. Der Akku hat noch {battery} % Kapazität und hält ' +
    'locker einen Tag. Am Rahmen gibt es zwei, drei kleine Kratzer, das Display ist einwandfrei. ' +
    'Versand oder Abholung möglich.',
  'Ich habe auf ein neueres Modell gewechselt, deshalb muss mein {model} ({storage}, {color}) gehen. ' +
    'Es war immer in einer Hülle und mit Schutzfolie unterwegs. Akkuzustand {battery} %.',
  '{model}, {storage}, Farbe {color}. Funktioniert tadellos, Face ID bzw. Fingerabdruck, Kameras und ' +
    'Lautsprecher ohne Probleme. Akku bei {battery} %. Privatverkauf, keine Garantie und keine Rücknahme.',
  'Biete hier mein gut gepflegtes {model} an. {storage} Speicher, Farbe {color}, Akku {battery} %. ' +
    'Die Rückseite hat leichte Gebrauchsspuren, die man nur im Licht sieht. Versand versichert per DHL.',
  'Das {model} war mein Zweithandy und wurde kaum benutzt. {storage}, {color}, Akku noch bei ' +
    '{battery} %. Originalkarton ist dabei. Abholung in der Innenstadt gern nach Absprache.',
  'Verkaufe das {model} meiner Tochter, sie hat jetzt ein anderes. {storage}, {color}. Ein kleiner ' +
    'Kratzer unten links im Display, stört im Betrieb nicht. Akkuzustand {battery} %.',
  'Top Zustand! {model} mit {storage} in {color}, immer mit Panzerglas und Case genutzt. Akku ' +
    '{battery} %. Auf Werkseinstellungen zurückgesetzt und nicht mehr mit meinem Konto verknüpft.',
  '{model} ({storage}) in {color}. Der Akku ist mit {battery} % nicht mehr der frischeste, reicht ' +
    'aber bei normaler Nutzung bis zum Abend. Ecken leicht abgestoßen, sonst alles okay. Preis ist fair ' +
    'kalkuliert.',
  'Ich steige auf ein Klapphandy um, daher verkaufe ich mein {model}. {storage}, {color}, Akku ' +
    '{battery} %. Keine Risse, keine Dellen. Versand gegen Aufpreis, Abholung bevorzugt.',
  'Gebrauchtes {model} mit {storage}, Farbe {color}. Sichtbare Kratzer auf der Rückseite, das Display ' +
    'ist sauber. Akku {battery} %. Ladekabel lege ich dazu.',
  'Wegen Vertragsverlängerung abzugeben: {model}, {storage}, {color}. Keine SIM-Sperre, läuft mit ' +
    'allen Netzen. Akkuzustand laut Einstellungen {battery} %. Rechnung vorhanden.',
  'Schönes {model} in {color} mit {storage}. Ich hatte es rund ein Jahr, es ist nie runtergefallen. ' +
    'Akku {battery} %. Bei Abholung gern vorher ausprobieren.',
  'Mein {model} sucht ein neues Zuhause. {storage}, {color}, Akku {battery} %. Kleine Macke am ' +
    'Rahmen oben rechts (siehe Fotos). Nichtraucherhaushalt, keine Haustiere.',
  '{model}, {storage}, {color}. Display wurde vor einem halben Jahr beim Fachhändler getauscht, seitdem ' +
    'keine Probleme. Akku {battery} %. Ehrliche Beschreibung, bei Fragen gern melden.',
  'Verkaufe {model} mit {storage} Speicher in der Farbe {color}. Optisch sehr gut, technisch ' +
    'einwandfrei. Akkuleistung {battery} %. Versand innerhalb von zwei Werktagen nach Zahlungseingang.',
  'Ich habe ein Diensthandy bekommen und brauche mein {model} nicht mehr. {storage}, {color}, Akku ' +
    '{battery} %. Mit Originalverpackung und zwei Hüllen.',
  'Das {model} ({color}, {storage}) hat ein paar Gebrauchsspuren am Rahmen, Display und Rückseite ' +
    'sind ohne Kratzer. Akku {battery} %. Zahlung per PayPal oder bar bei Abholung.',
  'Gut erhaltenes {model}, {storage}, {color}. Der Akku liegt bei {battery} %, ich habe meist über ' +
    'Nacht geladen. Preis leicht verhandelbar, bitte keine Tauschangebote.',
  'Biete mein {model} in {color} mit {storage}. Es hat einen Haarriss in der Rückseite, der die ' +
    'Funktion nicht beeinträchtigt, daher der günstige Preis. Akku {battery} %.',
  '{model} mit {storage} in {color} zu verkaufen. Immer pfleglich behandelt, leichte Mikrokratzer ' +
    'auf dem Display nur bei direktem Licht sichtbar. Akku {battery} %. Übergabe gern am Bahnhof.',
  'Habe mir ein größeres Handy geholt, daher gebe ich mein {model} ab. {storage}, {color}, ' +
    'Akkuzustand {battery} %. Schutzfolie ist noch drauf.',
  'Verkaufe {model}, {storage}, {color}. Der Akku ist mit {battery} % etwas schwächer, ein Tausch ' +
    'lohnt sich irgendwann. Sonst voll funktionsfähig. Versand als versichertes Paket.',
  'Fast wie neu: {model} in {color} mit {storage}, erst wenige Monate alt. Akku {battery} %, ' +
    'Restgarantie laut Rechnung. Kein einziger Kratzer.',
  'Das {model} ({storage}, {color}) war das Handy meiner Mutter und wurde nur zum Telefonieren und ' +
    'für WhatsApp genutzt. Akku {battery} %. Sehr gepflegt.',
  'Abzugeben: {model}, {storage}, Farbe {color}. Gebrauchsspuren an den Kanten, Kamera und Display ' +
    'einwandfrei. Akku {battery} %. Abholung oder Versand, wie es euch lieber ist.',
];
