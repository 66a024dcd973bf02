// Seed content for the static pages (FAQ, AGB, privacy, support, imprint, about) and the magazine articles, in German and English.

export interface PageSeed {
  slug: string;
  lang: 'de' | 'en';
  title: string;
  content: string;
}

export interface ArticleSeed {
  slug: string;
  lang: 'de' | 'en';
  title: string;
  excerpt: string;
  content: string;
  /** ISO date (yyyy-mm-dd). */
  published: string;
}

/**
 * Lets the HTML below be indented like code: trims every line, drops empty ones and joins the rest
 * with newlines. The fragments use only h2, h3, p, ul, li, strong and internal links.
 */
function html(strings: TemplateStringsArray): string {
  return strings
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

const FAQ_DE = html`
  <h3>Kostet das Verkaufen auf Handymarkt etwas?</h3>
  <p>
    Nein. Eine Anzeige aufzugeben ist kostenlos. Du brauchst nur ein Konto, 1 bis 10 Fotos und ein paar
    Angaben zu deinem Handy. Für die Auszahlung des Kaufpreises über PayPal gelten zusätzlich die Bedingungen
    von PayPal. <a href="/publish">Jetzt kostenlos eine Anzeige aufgeben</a>.
  </p>
  <h3>Welche Handys kann ich kaufen und verkaufen?</h3>
  <p>
    Handymarkt unterstützt <strong>iPhones und Android-Smartphones</strong>, zum Beispiel von Samsung, Google
    oder Xiaomi. Beim Aufgeben wählst du Marke, Modell, Speicher, Farbe und Zustand aus unserem Katalog, damit
    Käufer dein Angebot über die Filter finden. Nicht erlaubt sind gestohlene, als verloren gemeldete,
    gesperrte oder gefälschte Geräte (siehe <a href="/page/termsandconditions">AGB</a>).
  </p>
  <h3>Welche Anforderungen gelten für die Fotos?</h3>
  <p>
    Jede Anzeige braucht mindestens 1 und höchstens 10 Fotos. Jedes Foto muss mindestens 540 × 540 Pixel groß
    sein. Größere Bilder verkleinern wir automatisch; dabei werden auch Metadaten wie der Aufnahmeort
    entfernt. Zeig das echte Gerät von allen Seiten und fotografiere Kratzer oder Macken ehrlich mit.
  </p>
  <h3>Wie funktioniert ein Preisvorschlag?</h3>
  <p>Wenn dir der Preis zu hoch ist, kannst du dem Verkäufer einen Preisvorschlag machen:</p>
  <ul>
    <li>Der Vorschlag darf <strong>nicht unter 80 %</strong> des Angebotspreises liegen.</li>
    <li>Ein Vorschlag gilt <strong>48 Stunden</strong>. Reagiert niemand, verfällt er automatisch.</li>
    <li>Der Verkäufer kann annehmen, ablehnen oder einen Gegenvorschlag machen.</li>
    <li>Jede Seite kann <strong>höchstens 3 Vorschläge</strong> pro Anzeige machen.</li>
  </ul>
  <p>
    Ein Preisvorschlag ist ein verbindliches Angebot. Nimmt der Verkäufer ihn an, kaufst du das Handy zum
    vereinbarten Preis über den Checkout.
  </p>
  <h3>Wie läuft die Bezahlung ab?</h3>
  <p>
    Du bezahlst ausschließlich über den Checkout von Handymarkt mit <strong>PayPal</strong>. Damit gilt für
    deinen Kauf der PayPal-Käuferschutz: Kommt das Handy nicht an oder entspricht es erheblich nicht der
    Beschreibung, kannst du bei PayPal einen Fall eröffnen. Bezahle niemals per Überweisung, Bargeld-Transfer
    oder „PayPal an Freunde“ außerhalb des Checkouts – dann greift kein Käuferschutz.
  </p>
  <h3>Was kostet der Versand?</h3>
  <p>
    Für Käufer nichts: Der Versand ist im Preis enthalten und wird im Checkout mit 0 € ausgewiesen. Verkäufer
    tragen die Versandkosten und sollten sie bei ihrem Preis einrechnen. Wir empfehlen einen versicherten
    Versand mit Sendungsverfolgung.
  </p>
  <h3>Wie lange ist meine Anzeige online?</h3>
  <p>
    Eine Anzeige läuft <strong>60 Tage</strong>. Danach läuft sie ab und ist für Käufer nicht mehr sichtbar.
    Du findest sie weiterhin in deinem Profil und kannst sie dort mit einem Klick erneut veröffentlichen, gern
    auch mit angepasstem Preis.
  </p>
  <h3>Warum sollte ich mein Profil verifizieren?</h3>
  <p>
    Verifizierte Profile schaffen Vertrauen – bei Käufern wie Verkäufern. Du kannst deine Handynummer per
    SMS-Code, dein Zahlungskonto, ein Social-Media-Konto und deinen Ausweis bestätigen. Jede Bestätigung wird
    als Abzeichen in deinem Profil angezeigt. Die bestätigten Daten selbst zeigen wir anderen Nutzern nicht.
  </p>
  <h3>Wie funktionieren Bewertungen?</h3>
  <p>
    Nach einem abgeschlossenen Kauf können Käufer und Verkäufer sich gegenseitig bewerten. Bewertungen sind
    öffentlich im Profil sichtbar und helfen allen, seriöse Handelspartner zu erkennen. Bitte bewerte fair und
    sachlich.
  </p>
  <h3>Wie lösche ich mein Konto?</h3>
  <p>
    Du kannst dein Konto jederzeit in deinen Profileinstellungen löschen. Dabei entfernen wir deine Anzeigen
    und dein Profil. Daten, die wir aus gesetzlichen Gründen aufbewahren müssen (zum Beispiel zu
    abgeschlossenen Käufen), sperren wir und löschen sie nach Ablauf der Frist. Klappt etwas nicht, hilft dir
    unser <a href="/page/support">Support</a>.
  </p>
`;

const FAQ_EN = html`
  <h3>Does selling on Handymarkt cost anything?</h3>
  <p>
    No. Placing an ad is free. All you need is an account, 1 to 10 photos and a few details about your phone.
    PayPal's own terms also apply to receiving the purchase price via PayPal.
    <a href="/publish">Place a free ad now</a>.
  </p>
  <h3>Which phones can I buy and sell?</h3>
  <p>
    Handymarkt supports <strong>iPhones and Android smartphones</strong>, for example from Samsung, Google or
    Xiaomi. When you place an ad you pick the brand, model, storage, colour and condition from our catalogue
    so that buyers find your offer through the filters. Stolen phones, phones reported as lost, locked phones
    and counterfeits are not allowed (see the <a href="/page/termsandconditions">terms and conditions</a>).
  </p>
  <h3>What are the requirements for photos?</h3>
  <p>
    Every ad needs at least 1 and at most 10 photos. Each photo must be at least 540 × 540 pixels. We scale
    larger images down automatically, which also removes metadata such as the location where the photo was
    taken. Show the actual device from all sides and honestly include any scratches or dents.
  </p>
  <h3>How does a price proposal work?</h3>
  <p>If the price is too high for you, you can send the seller a price proposal:</p>
  <ul>
    <li>The proposal must be <strong>no lower than 80 %</strong> of the asking price.</li>
    <li>A proposal is valid for <strong>48 hours</strong>. If nobody responds, it expires automatically.</li>
    <li>The seller can accept it, decline it or make a counter-proposal.</li>
    <li>Each side can make <strong>at most 3 proposals</strong> per ad.</li>
  </ul>
  <p>
    A price proposal is a binding offer. If the seller accepts it, you buy the phone at the agreed price
    through the checkout.
  </p>
  <h3>How does payment work?</h3>
  <p>
    You pay exclusively through the Handymarkt checkout with <strong>PayPal</strong>. This means PayPal Buyer
    Protection applies to your purchase: if the phone does not arrive or is significantly different from its
    description, you can open a case with PayPal. Never pay by bank transfer, cash transfer services or
    “PayPal Friends and Family” outside the checkout – buyer protection does not apply there.
  </p>
  <h3>How much does shipping cost?</h3>
  <p>
    Nothing for buyers: shipping is included in the price and is shown as 0 € in the checkout. Sellers bear
    the shipping costs and should factor them into their price. We recommend insured shipping with tracking.
  </p>
  <h3>How long does my ad stay online?</h3>
  <p>
    An ad runs for <strong>60 days</strong>. After that it expires and is no longer visible to buyers. You
    will still find it in your profile, where you can republish it with one click, with an adjusted price if
    you like.
  </p>
  <h3>Why should I verify my profile?</h3>
  <p>
    Verified profiles build trust – for buyers and sellers alike. You can confirm your mobile number with an
    SMS code, your payment account, a social media account and your ID. Each confirmation is shown as a badge
    on your profile. We do not show the confirmed data itself to other users.
  </p>
  <h3>How do reviews work?</h3>
  <p>
    After a completed purchase, buyer and seller can review each other. Reviews are publicly visible on the
    profile and help everyone recognise trustworthy trading partners. Please review fairly and factually.
  </p>
  <h3>How do I delete my account?</h3>
  <p>
    You can delete your account at any time in your profile settings. We then remove your ads and your
    profile. Data we are legally required to keep (for example about completed purchases) is restricted and
    deleted once the retention period ends. If something does not work, our
    <a href="/page/support">support team</a> will help you.
  </p>
`;

const TERMS_DE = html`
  <p>
    Stand: Januar 2026. Diese AGB regeln die Nutzung des Marktplatzes Handymarkt, betrieben von
    {{operator.name}}, {{operator.address}} (<a href="/page/impressum">Impressum</a>).
  </p>
  <h3>1. Rolle von Handymarkt</h3>
  <p>
    Handymarkt ist eine Online-Plattform, auf der Privatpersonen gebrauchte Smartphones anbieten und kaufen.
    Kaufverträge kommen ausschließlich zwischen Käufer und Verkäufer zustande. Handymarkt ist nicht
    Vertragspartei, verkauft keine eigenen Geräte und prüft die angebotenen Geräte nicht selbst.
  </p>
  <h3>2. Konto und Nutzer</h3>
  <ul>
    <li>
      Die Nutzung setzt ein Konto voraus. Nutzer müssen volljährig und unbeschränkt geschäftsfähig sein.
    </li>
    <li>Handymarkt richtet sich an private Verkäufer. Gewerbliches Anbieten ist nicht gestattet.</li>
    <li>
      Angaben im Konto müssen wahr sein. Zugangsdaten sind geheim zu halten; jeder Nutzer darf nur ein Konto
      führen.
    </li>
  </ul>
  <h3>3. Anzeigen</h3>
  <ul>
    <li>Anzeigen sind kostenlos und laufen 60 Tage. Danach können sie erneut veröffentlicht werden.</li>
    <li>
      Jede Anzeige beschreibt genau ein Gerät wahrheitsgemäß, einschließlich Zustand, Mängeln und Zubehör, und
      zeigt 1 bis 10 eigene Fotos des angebotenen Geräts.
    </li>
    <li>Der angegebene Preis ist ein Endpreis einschließlich Versand.</li>
    <li>
      Kontaktdaten, externe Links und Aufforderungen zur Zahlung außerhalb des Checkouts sind in Anzeigen und
      Nachrichten nicht erlaubt.
    </li>
  </ul>
  <h3>4. Verbotene Geräte</h3>
  <p>Nicht angeboten werden dürfen insbesondere:</p>
  <ul>
    <li>
      gestohlene, unterschlagene oder als verloren gemeldete Geräte sowie Geräte mit gesperrter oder
      manipulierter IMEI,
    </li>
    <li>
      Geräte mit aktiver Aktivierungssperre: Die iCloud-Aktivierungssperre („Wo ist?“) bzw. der
      Google-Geräteschutz (FRP) muss vor dem Verkauf entfernt sein,
    </li>
    <li>Fälschungen und Nachbauten,</li>
    <li>Geräte, die nicht dem Verkäufer gehören oder über die er nicht verfügen darf.</li>
  </ul>
  <h3>5. Kauf und Preisvorschläge</h3>
  <p>
    Käufer können ein Gerät zum angegebenen Preis kaufen oder einen Preisvorschlag machen. Ein Preisvorschlag
    darf nicht unter 80 % des Angebotspreises liegen und ist ein <strong>verbindliches Angebot</strong>, das
    48 Stunden gilt. Der Verkäufer kann es annehmen, ablehnen oder einen Gegenvorschlag machen, der
    seinerseits ein verbindliches Angebot ist. Jede Seite kann höchstens drei Vorschläge pro Anzeige machen.
    Mit der Annahme eines Vorschlags bzw. mit Abschluss des Checkouts kommt der Kaufvertrag zustande; der
    Käufer bezahlt dann unverzüglich über den Checkout.
  </p>
  <h3>6. Zahlung und Versand</h3>
  <p>
    Die Zahlung erfolgt ausschließlich über den Checkout mit PayPal; es gelten ergänzend die Bedingungen von
    PayPal einschließlich des PayPal-Käuferschutzes. Der Verkäufer versendet das Gerät innerhalb von drei
    Werktagen nach Zahlungseingang gut verpackt und mit Sendungsverfolgung. Die Versandkosten trägt der
    Verkäufer.
  </p>
  <h3>7. Gewährleistung zwischen Privatpersonen</h3>
  <p>
    Verkäufer und Käufer können die Gewährleistung für gebrauchte Geräte im Rahmen des Gesetzes ausschließen.
    Ein solcher Ausschluss gilt nicht für Mängel, die der Verkäufer arglistig verschwiegen hat, und nicht für
    zugesicherte Eigenschaften aus der Anzeigenbeschreibung.
  </p>
  <h3>8. Bewertungen</h3>
  <p>
    Nach einem abgeschlossenen Kauf können sich beide Seiten bewerten. Bewertungen müssen wahr, sachlich und
    ohne Beleidigungen sein und dürfen nicht gekauft oder erzwungen werden. Handymarkt kann Bewertungen
    entfernen, die gegen Gesetze oder diese AGB verstoßen.
  </p>
  <h3>9. Meldungen und Maßnahmen</h3>
  <p>
    Rechtswidrige Inhalte können über den <a href="/page/support">Support</a> gemeldet werden. Bei Verstößen
    kann Handymarkt Inhalte entfernen, Anzeigen sperren und Konten vorübergehend oder dauerhaft sperren.
    Betroffene Nutzer werden über die Maßnahme und ihre Gründe informiert und können widersprechen.
  </p>
  <h3>10. Haftung</h3>
  <p>
    Handymarkt haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben,
    Körper und Gesundheit. Bei leichter Fahrlässigkeit haftet Handymarkt nur bei Verletzung wesentlicher
    Vertragspflichten und begrenzt auf den vorhersehbaren, typischen Schaden. Für Angaben der Nutzer, die
    Beschaffenheit der Geräte und die Erfüllung der Kaufverträge haftet Handymarkt nicht. Eine ständige
    Verfügbarkeit der Plattform wird nicht geschuldet.
  </p>
  <h3>11. Laufzeit und Kündigung</h3>
  <p>
    Nutzer können ihr Konto jederzeit löschen. Handymarkt kann den Nutzungsvertrag mit einer Frist von zwei
    Wochen kündigen; das Recht zur fristlosen Kündigung aus wichtigem Grund, etwa bei Betrug oder wiederholten
    Verstößen, bleibt unberührt. Bereits geschlossene Kaufverträge sind von der Kündigung nicht betroffen.
  </p>
  <h3>12. Schlussbestimmungen</h3>
  <p>
    Änderungen dieser AGB teilen wir rechtzeitig vorher mit. Es gilt deutsches Recht; zwingende
    Verbraucherschutzvorschriften des Staates, in dem der Nutzer seinen gewöhnlichen Aufenthalt hat, bleiben
    unberührt. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam.
  </p>
`;

const TERMS_EN = html`
  <p>
    Last updated: January 2026. These terms govern the use of the Handymarkt marketplace, operated by
    {{operator.name}}, {{operator.address}} (<a href="/page/impressum">legal notice</a>). The German version
    is legally binding; this English version is provided for convenience.
  </p>
  <h3>1. Role of Handymarkt</h3>
  <p>
    Handymarkt is an online platform on which private individuals offer and buy used smartphones. Purchase
    contracts are concluded exclusively between buyer and seller. Handymarkt is not a party to these
    contracts, does not sell any devices of its own and does not inspect the devices offered.
  </p>
  <h3>2. Account and users</h3>
  <ul>
    <li>Using the platform requires an account. Users must be of legal age and have full legal capacity.</li>
    <li>Handymarkt is intended for private sellers. Commercial selling is not permitted.</li>
    <li>
      Account details must be truthful. Login details must be kept secret; each user may only hold one
      account.
    </li>
  </ul>
  <h3>3. Ads</h3>
  <ul>
    <li>Ads are free of charge and run for 60 days. After that they can be republished.</li>
    <li>
      Each ad truthfully describes exactly one device, including its condition, defects and accessories, and
      shows 1 to 10 of the seller's own photos of the device offered.
    </li>
    <li>The stated price is a final price including shipping.</li>
    <li>
      Contact details, external links and requests to pay outside the checkout are not allowed in ads or
      messages.
    </li>
  </ul>
  <h3>4. Prohibited devices</h3>
  <p>In particular, the following may not be offered:</p>
  <ul>
    <li>
      stolen or embezzled devices, devices reported as lost, and devices with a blocked or manipulated IMEI,
    </li>
    <li>
      devices with an active activation lock: the iCloud Activation Lock (“Find My”) or Google Factory Reset
      Protection (FRP) must be removed before the sale,
    </li>
    <li>counterfeits and replicas,</li>
    <li>devices that do not belong to the seller or that the seller is not entitled to sell.</li>
  </ul>
  <h3>5. Purchases and price proposals</h3>
  <p>
    Buyers can buy a device at the stated price or make a price proposal. A price proposal must be no lower
    than 80 % of the asking price and is a <strong>binding offer</strong> valid for 48 hours. The seller can
    accept it, decline it or make a counter-proposal, which is in turn a binding offer. Each side can make at
    most three proposals per ad. The purchase contract is concluded when a proposal is accepted or when the
    checkout is completed; the buyer then pays without delay through the checkout.
  </p>
  <h3>6. Payment and shipping</h3>
  <p>
    Payment is made exclusively through the checkout with PayPal; PayPal's terms, including PayPal Buyer
    Protection, apply in addition. The seller ships the device within three working days of receiving payment,
    well packed and with tracking. The seller bears the shipping costs.
  </p>
  <h3>7. Warranty between private individuals</h3>
  <p>
    Seller and buyer may exclude the statutory warranty for used devices to the extent permitted by law. Such
    an exclusion does not apply to defects the seller fraudulently concealed, nor to characteristics promised
    in the ad description.
  </p>
  <h3>8. Reviews</h3>
  <p>
    After a completed purchase, both sides can review each other. Reviews must be truthful, factual and free
    of insults, and must not be bought or coerced. Handymarkt may remove reviews that violate the law or these
    terms.
  </p>
  <h3>9. Reports and measures</h3>
  <p>
    Illegal content can be reported via <a href="/page/support">support</a>. In the event of violations,
    Handymarkt may remove content, block ads and suspend accounts temporarily or permanently. Affected users
    are informed of the measure and the reasons for it and can object.
  </p>
  <h3>10. Liability</h3>
  <p>
    Handymarkt is liable without limitation for intent and gross negligence and for injury to life, body and
    health. In cases of slight negligence, Handymarkt is only liable for breaches of essential contractual
    obligations and limited to the foreseeable, typical damage. Handymarkt is not liable for information
    provided by users, the condition of the devices or the performance of purchase contracts. Constant
    availability of the platform is not guaranteed.
  </p>
  <h3>11. Term and termination</h3>
  <p>
    Users can delete their account at any time. Handymarkt can terminate the user agreement with two weeks'
    notice; the right to terminate without notice for good cause, for example in the case of fraud or repeated
    violations, remains unaffected. Purchase contracts already concluded are not affected by termination.
  </p>
  <h3>12. Final provisions</h3>
  <p>
    We will announce changes to these terms in good time. German law applies; mandatory consumer protection
    provisions of the country in which the user has their habitual residence remain unaffected. Should any
    provision be invalid, the remaining provisions remain valid.
  </p>
`;

const PRIVACY_DE = html`
  <p>
    Stand: Januar 2026. Hier erfährst du, welche personenbezogenen Daten wir verarbeiten, wenn du Handymarkt
    nutzt, wofür und auf welcher Rechtsgrundlage.
  </p>
  <h3>1. Verantwortlicher</h3>
  <p>
    {{operator.name}}, {{operator.address}}, E-Mail: {{operator.email}}. Weitere Angaben findest du im
    <a href="/page/impressum">Impressum</a>. Fragen zum Datenschutz kannst du jederzeit an diese Adresse
    richten.
  </p>
  <h3>2. Welche Daten wir verarbeiten</h3>
  <ul>
    <li>
      <strong>Konto:</strong> E-Mail-Adresse, Name bzw. Nutzername, Passwort (nur als sicherer Hash
      gespeichert), Profilbild und Spracheinstellung. Zweck: Bereitstellung deines Kontos (Art. 6 Abs. 1 lit.
      b DSGVO).
    </li>
    <li>
      <strong>Anzeigen:</strong> Gerätedaten, Beschreibung, Preis und Fotos. Anzeigen sind öffentlich
      sichtbar. Beim Hochladen verkleinern wir Fotos und entfernen dabei Metadaten wie GPS-Koordinaten und
      Kameradaten.
    </li>
    <li>
      <strong>Standort (optional):</strong> Wenn du einen Standort angibst, zeigen wir ihn anderen nur
      ungefähr an, zum Beispiel auf der Karte im Umkreis deines Ortes – nie deine genaue Adresse.
      Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit widerrufen kannst,
      indem du den Standort entfernst.
    </li>
    <li>
      <strong>Chats und Preisvorschläge:</strong> Nachrichten zwischen Käufer und Verkäufer speichern wir, um
      sie den Beteiligten anzuzeigen und um bei Betrugsverdacht oder Streitfällen helfen zu können (Art. 6
      Abs. 1 lit. b und f DSGVO).
    </li>
    <li>
      <strong>Käufe und Bewertungen:</strong> Bestelldaten, Lieferadresse (nur für den Verkäufer des
      jeweiligen Kaufs sichtbar) und Bewertungen.
    </li>
    <li>
      <strong>Verifizierung (optional):</strong> Handynummer für den SMS-Code, Bestätigung deines
      Zahlungskontos, Verknüpfung eines Social-Media-Kontos und Ausweisprüfung. Öffentlich zeigen wir nur,
      dass eine Bestätigung vorliegt. Bilder von Ausweisdokumenten verwenden wir ausschließlich für die
      Prüfung und löschen sie danach.
    </li>
    <li>
      <strong>Technische Daten:</strong> IP-Adresse, Zeitpunkt und abgerufene Seiten in Server-Logs zur
      Sicherheit und Fehlersuche (Art. 6 Abs. 1 lit. f DSGVO); Logs löschen wir nach spätestens 14 Tagen.
    </li>
  </ul>
  <h3>3. Zahlung über PayPal</h3>
  <p>
    Zahlungen wickelt PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg, ab. Im Checkout übermitteln wir
    PayPal Betrag, Bestellbezug und die zur Abwicklung nötigen Angaben. Deine Zahlungsdaten wie Konto- oder
    Kartennummern gibst du direkt bei PayPal ein; wir erhalten sie nicht. Es gilt zusätzlich die
    Datenschutzerklärung von PayPal.
  </p>
  <h3>4. Lokaler Speicher im Browser</h3>
  <p>
    Wir setzen keine Tracking- oder Werbe-Cookies. Im lokalen Speicher deines Browsers legen wir nur diese
    technisch notwendigen Einträge ab (§ 25 Abs. 2 Nr. 2 TDDDG):
  </p>
  <ul>
    <li><strong>Anmelde-Token:</strong> hält dich eingeloggt,</li>
    <li><strong>Echtzeit-Token:</strong> stellt neue Chat-Nachrichten und Benachrichtigungen sofort zu,</li>
    <li><strong>Sprache:</strong> Deutsch oder Englisch,</li>
    <li><strong>Ansicht:</strong> Raster- oder Listendarstellung der Anzeigen,</li>
    <li><strong>Cookie-Hinweis:</strong> merkt sich, dass du den Hinweis geschlossen hast.</li>
  </ul>
  <p>Beim Abmelden entfernen wir die Tokens. Du kannst alle Einträge jederzeit in deinem Browser löschen.</p>
  <h3>5. Empfänger</h3>
  <p>
    Wir setzen sorgfältig ausgewählte Dienstleister für Hosting, E-Mail- und SMS-Versand sowie die
    Kartendarstellung ein, die Daten nur nach unserer Weisung verarbeiten (Art. 28 DSGVO). Beim Laden der
    Karte wird deine IP-Adresse technisch bedingt an den Kartendienst übertragen. Eine Übermittlung in Länder
    außerhalb der EU erfolgt nur mit geeigneten Garantien wie EU-Standardvertragsklauseln. Wir verkaufen keine
    Daten.
  </p>
  <h3>6. Speicherdauer und Löschung</h3>
  <p>
    Wir speichern Daten nur so lange, wie es für den jeweiligen Zweck nötig ist. Löschst du dein Konto,
    entfernen wir Profil, Anzeigen, Fotos und Chats. Daten zu abgeschlossenen Käufen bewahren wir nur auf,
    soweit handels- und steuerrechtliche Pflichten das verlangen (bis zu zehn Jahre), und sperren sie bis
    dahin für jede andere Nutzung.
  </p>
  <h3>7. Deine Rechte</h3>
  <p>
    Du hast das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung
    der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen auf
    Grundlage berechtigter Interessen (Art. 21). Erteilte Einwilligungen kannst du jederzeit mit Wirkung für
    die Zukunft widerrufen. Schreib uns dazu an {{operator.email}}. Außerdem kannst du dich bei einer
    Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der Berliner Beauftragten für Datenschutz und
    Informationsfreiheit.
  </p>
`;

const PRIVACY_EN = html`
  <p>
    Last updated: January 2026. This page explains which personal data we process when you use Handymarkt, for
    what purposes and on what legal basis.
  </p>
  <h3>1. Controller</h3>
  <p>
    {{operator.name}}, {{operator.address}}, email: {{operator.email}}. You will find further details in the
    <a href="/page/impressum">legal notice</a>. You can send questions about data protection to this address
    at any time.
  </p>
  <h3>2. What data we process</h3>
  <ul>
    <li>
      <strong>Account:</strong> email address, name or username, password (stored only as a secure hash),
      profile picture and language setting. Purpose: providing your account (Art. 6(1)(b) GDPR).
    </li>
    <li>
      <strong>Ads:</strong> device details, description, price and photos. Ads are publicly visible. When you
      upload photos we scale them down and remove metadata such as GPS coordinates and camera data.
    </li>
    <li>
      <strong>Location (optional):</strong> if you provide a location, we only show it to others
      approximately, for example on the map within the area of your town – never your exact address. The legal
      basis is your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time by removing the location.
    </li>
    <li>
      <strong>Chats and price proposals:</strong> we store messages between buyer and seller to show them to
      the parties involved and to be able to help in cases of suspected fraud or disputes (Art. 6(1)(b) and
      (f) GDPR).
    </li>
    <li>
      <strong>Purchases and reviews:</strong> order data, delivery address (visible only to the seller of the
      purchase in question) and reviews.
    </li>
    <li>
      <strong>Verification (optional):</strong> mobile number for the SMS code, confirmation of your payment
      account, linking a social media account and ID check. Publicly, we only show that a confirmation exists.
      We use images of identity documents solely for the check and delete them afterwards.
    </li>
    <li>
      <strong>Technical data:</strong> IP address, time and pages requested in server logs for security and
      troubleshooting (Art. 6(1)(f) GDPR); we delete logs after 14 days at the latest.
    </li>
  </ul>
  <h3>3. Payment via PayPal</h3>
  <p>
    Payments are processed by PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg. In the checkout we pass the
    amount, the order reference and the details needed for processing to PayPal. You enter your payment
    details, such as account or card numbers, directly with PayPal; we do not receive them. PayPal's privacy
    statement also applies.
  </p>
  <h3>4. Local storage in your browser</h3>
  <p>
    We do not use tracking or advertising cookies. In your browser's local storage we only keep these
    technically necessary entries (Section 25(2) no. 2 TDDDG):
  </p>
  <ul>
    <li><strong>Login token:</strong> keeps you logged in,</li>
    <li><strong>Realtime token:</strong> delivers new chat messages and notifications instantly,</li>
    <li><strong>Language:</strong> German or English,</li>
    <li><strong>Layout:</strong> grid or list view of the ads,</li>
    <li><strong>Cookie notice:</strong> remembers that you have closed the notice.</li>
  </ul>
  <p>When you log out we remove the tokens. You can delete all entries in your browser at any time.</p>
  <h3>5. Recipients</h3>
  <p>
    We use carefully selected service providers for hosting, sending emails and SMS, and displaying the map,
    who process data only on our instructions (Art. 28 GDPR). When the map loads, your IP address is
    necessarily transmitted to the map service. Data is only transferred to countries outside the EU with
    appropriate safeguards such as the EU standard contractual clauses. We do not sell any data.
  </p>
  <h3>6. Retention and deletion</h3>
  <p>
    We only keep data for as long as it is needed for the respective purpose. If you delete your account, we
    remove your profile, ads, photos and chats. We keep data about completed purchases only where commercial
    and tax law require it (up to ten years) and restrict it from any other use until then.
  </p>
  <h3>7. Your rights</h3>
  <p>
    You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of
    processing (Art. 18), data portability (Art. 20) and to object to processing based on legitimate interests
    (Art. 21). You can withdraw any consent you have given at any time with effect for the future. To do so,
    write to us at {{operator.email}}. You can also lodge a complaint with a data protection supervisory
    authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.
  </p>
`;

const SUPPORT_DE = html`
  <p>Du hast eine Frage oder ein Problem? Wir helfen dir gern.</p>
  <h3>So bekommst du Hilfe</h3>
  <ul>
    <li>
      <strong>Schau zuerst in die <a href="/page/faq">häufigen Fragen</a>.</strong> Dort findest du Antworten
      zu Preisvorschlägen, Bezahlung, Versand, Anzeigen und Verifizierung.
    </li>
    <li>
      <strong>Schreib uns über das Kontaktformular auf dieser Seite</strong> oder per E-Mail an
      {{operator.email}}. Gib am besten den Link zur Anzeige oder die Bestellnummer an und beschreibe kurz,
      was passiert ist. Wir antworten in der Regel innerhalb von ein bis zwei Werktagen.
    </li>
    <li>
      <strong>Anzeige oder Nutzer melden:</strong> Wenn dir eine Anzeige verdächtig vorkommt oder gegen unsere
      <a href="/page/termsandconditions">AGB</a> verstößt, melde sie uns bitte mit Link und Begründung. Wir
      prüfen jede Meldung.
    </li>
  </ul>
  <h3>Probleme mit einem Kauf</h3>
  <p>
    Kläre Missverständnisse zuerst im Chat mit deinem Handelspartner – die meisten Fragen lösen sich so
    schnell. Kommt das Handy nicht an oder entspricht es erheblich nicht der Beschreibung, kannst du über
    PayPal einen Käuferschutzfall eröffnen. Das geht in der Regel bis zu 180 Tage nach der Zahlung. Schreib
    uns zusätzlich, damit wir den Fall und die Beteiligten im Blick behalten.
  </p>
  <h3>Sicherheitstipps</h3>
  <ul>
    <li>
      <strong>Bezahle nie außerhalb des Checkouts.</strong> Keine Überweisung, kein „PayPal an Freunde“, keine
      Gutscheinkarten. Nur im Checkout gilt der Käuferschutz.
    </li>
    <li>
      <strong>Prüfe die IMEI.</strong> Lass sie dir vom Verkäufer zeigen (Wähltaste *#06# oder in den
      Einstellungen unter „Info“) und vergleiche sie nach Erhalt mit dem Gerät und der Originalverpackung.
    </li>
    <li>
      <strong>Achte auf die Aktivierungssperre.</strong> Das Handy muss aus iCloud bzw. dem Google-Konto
      abgemeldet sein. Ein gesperrtes Gerät ist für dich unbrauchbar.
    </li>
    <li>
      <strong>Trefft euch an öffentlichen Orten,</strong> wenn ihr ein Gerät persönlich anschauen wollt –
      tagsüber, an belebten Plätzen – und bezahlt trotzdem über den Checkout.
    </li>
    <li>
      <strong>Gib keine Codes weiter.</strong> Wir fragen dich nie nach deinem Passwort oder einem SMS-Code.
      Klicke nicht auf Links in Nachrichten, die dich auf fremde Seiten führen.
    </li>
    <li>
      <strong>Nutze Verifizierungen und Bewertungen.</strong> Ein verifiziertes Profil mit guten Bewertungen
      ist ein gutes Zeichen, aber kein Freibrief.
    </li>
    <li>
      <strong>Dokumentiere Versand und Empfang.</strong> Versende mit Sendungsverfolgung und filme das
      Auspacken, bevor du das Gerät ausgiebig testest.
    </li>
  </ul>
  <p>Mehr Tipps rund um den sicheren Handel findest du im <a href="/magazin">Handymarkt-Magazin</a>.</p>
`;

const SUPPORT_EN = html`
  <p>Do you have a question or a problem? We are happy to help.</p>
  <h3>How to get help</h3>
  <ul>
    <li>
      <strong>Check the <a href="/page/faq">frequently asked questions</a> first.</strong> There you will find
      answers about price proposals, payment, shipping, ads and verification.
    </li>
    <li>
      <strong>Write to us using the contact form on this page</strong> or by email to {{operator.email}}.
      Ideally include the link to the ad or the order number and briefly describe what happened. We usually
      reply within one to two working days.
    </li>
    <li>
      <strong>Report an ad or a user:</strong> if an ad seems suspicious to you or violates our
      <a href="/page/termsandconditions">terms and conditions</a>, please report it to us with a link and the
      reason. We review every report.
    </li>
  </ul>
  <h3>Problems with a purchase</h3>
  <p>
    First try to clear up misunderstandings in the chat with your trading partner – most questions are
    resolved quickly this way. If the phone does not arrive or is significantly different from its
    description, you can open a Buyer Protection case with PayPal. This is generally possible up to 180 days
    after payment. Please also write to us so that we can keep an eye on the case and the people involved.
  </p>
  <h3>Safety tips</h3>
  <ul>
    <li>
      <strong>Never pay outside the checkout.</strong> No bank transfers, no “PayPal Friends and Family”, no
      gift cards. Buyer protection only applies in the checkout.
    </li>
    <li>
      <strong>Check the IMEI.</strong> Ask the seller to show it to you (dial *#06# or look under “About” in
      the settings) and, once you receive the phone, compare it with the device and the original box.
    </li>
    <li>
      <strong>Watch out for the activation lock.</strong> The phone must be signed out of iCloud or the Google
      account. A locked device is useless to you.
    </li>
    <li>
      <strong>Meet in public places</strong> if you want to look at a device in person – during the day,
      somewhere busy – and still pay through the checkout.
    </li>
    <li>
      <strong>Never share codes.</strong> We will never ask you for your password or an SMS code. Do not click
      links in messages that take you to other websites.
    </li>
    <li>
      <strong>Use verifications and reviews.</strong> A verified profile with good reviews is a good sign, but
      not a guarantee.
    </li>
    <li>
      <strong>Document shipping and receipt.</strong> Ship with tracking and film the unboxing before you test
      the device thoroughly.
    </li>
  </ul>
  <p>You will find more tips on trading safely in the <a href="/magazin">Handymarkt magazine</a>.</p>
`;

const IMPRESSUM_DE = html`
  <h3>Angaben gemäß § 5 DDG</h3>
  <p>{{operator.name}}, {{operator.address}}</p>
  <h3>Vertreten durch</h3>
  <p>Geschäftsführung: {{operator.representative}}</p>
  <h3>Kontakt</h3>
  <p>E-Mail: {{operator.email}}</p>
  <p>Telefon: {{operator.phone}}</p>
  <p>Kontaktformular: <a href="/page/support">Hilfe und Support</a></p>
  <h3>Registereintrag</h3>
  <p>{{operator.register}}</p>
  <h3>Umsatzsteuer-ID</h3>
  <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {{operator.vat_id}}</p>
  <h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3>
  <p>{{operator.representative}}, Anschrift wie oben</p>
  <h3>Zentrale Kontaktstelle nach dem Digital Services Act</h3>
  <p>
    Behörden und Nutzer erreichen uns nach Art. 11 und 12 DSA unter {{operator.email}}, auf Deutsch oder
    Englisch.
  </p>
  <h3>Verbraucherstreitbeilegung</h3>
  <p>
    Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer
    Verbraucherschlichtungsstelle teilzunehmen.
  </p>
  <h3>Inhalte der Nutzer</h3>
  <p>
    Anzeigen, Bewertungen und Nachrichten stammen von unseren Nutzern. Wenn du rechtswidrige Inhalte
    entdeckst, melde sie bitte über den <a href="/page/support">Support</a>; wir entfernen sie nach Prüfung
    umgehend.
  </p>
`;

const IMPRESSUM_EN = html`
  <h3>Information pursuant to Section 5 DDG (German Digital Services Act)</h3>
  <p>{{operator.name}}, {{operator.address}}</p>
  <h3>Represented by</h3>
  <p>Managing director: {{operator.representative}}</p>
  <h3>Contact</h3>
  <p>Email: {{operator.email}}</p>
  <p>Phone: {{operator.phone}}</p>
  <p>Contact form: <a href="/page/support">Help and support</a></p>
  <h3>Commercial register</h3>
  <p>{{operator.register}}</p>
  <h3>VAT ID</h3>
  <p>VAT identification number pursuant to Section 27a UStG: {{operator.vat_id}}</p>
  <h3>Responsible for content pursuant to Section 18(2) MStV</h3>
  <p>{{operator.representative}}, address as above</p>
  <h3>Single point of contact under the Digital Services Act</h3>
  <p>
    Authorities and users can reach us pursuant to Art. 11 and 12 DSA at {{operator.email}}, in German or
    English.
  </p>
  <h3>Consumer dispute resolution</h3>
  <p>
    We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer
    arbitration board.
  </p>
  <h3>User content</h3>
  <p>
    Ads, reviews and messages come from our users. If you come across illegal content, please report it via
    <a href="/page/support">support</a>; we remove it promptly after review.
  </p>
`;

const ABOUT_DE = html`
  <p>
    Handymarkt ist ein junges Team aus Berlin mit einer einfachen Idee: Ein gutes Smartphone sollte nicht in
    der Schublade enden, nur weil sein Besitzer ein neues hat.
  </p>
  <h3>Warum gebrauchte Handys?</h3>
  <p>
    Die meisten Smartphones funktionieren noch einwandfrei, wenn sie ersetzt werden. Gleichzeitig entsteht der
    größte Teil ihres ökologischen Fußabdrucks nicht bei der Nutzung, sondern bei der Herstellung – beim Abbau
    von Rohstoffen, bei der Produktion von Chips und Displays und beim Transport. Jedes Handy, das ein zweites
    Leben bekommt, ersetzt im besten Fall ein neues. Und für Käufer heißt das: ein hochwertiges Gerät für
    deutlich weniger Geld.
  </p>
  <h3>Warum ein eigener Marktplatz?</h3>
  <p>
    Wer schon einmal privat ein Handy verkauft oder gekauft hat, kennt die Fragen: Ist das Gerät gesperrt?
    Kommt das Geld wirklich an? Ist der Akku noch gut? Allgemeine Kleinanzeigen-Portale lassen einen damit oft
    allein. Handymarkt ist nur für Smartphones gemacht – und deshalb können wir genau diese Fragen
    beantworten:
  </p>
  <ul>
    <li>
      <strong>Klare Angaben:</strong> Modell, Speicher, Farbe, Zustand und Alter wählst du aus unserem
      Katalog. So sind Anzeigen vergleichbar und leicht zu finden.
    </li>
    <li>
      <strong>Sichere Bezahlung:</strong> Gezahlt wird über den Checkout mit PayPal und Käuferschutz. Der
      Versand ist im Preis enthalten.
    </li>
    <li>
      <strong>Faire Verhandlung:</strong> Mit Preisvorschlägen einigt ihr euch direkt, ohne endloses Hin und
      Her.
    </li>
    <li>
      <strong>Vertrauen:</strong> Verifizierte Profile per SMS, Zahlungskonto, Social-Media-Konto und Ausweis
      sowie Bewertungen nach jedem Kauf zeigen, mit wem du handelst.
    </li>
  </ul>
  <h3>Was uns wichtig ist</h3>
  <p>
    Anzeigen aufzugeben ist kostenlos. Wir setzen keine Tracking-Cookies und verkaufen keine Daten. Und wir
    sagen ehrlich, was wir nicht können: Wir prüfen die Geräte nicht selbst – dafür geben wir dir Werkzeuge
    und Wissen an die Hand, etwa unsere Checklisten im <a href="/magazin">Magazin</a>.
  </p>
  <p>
    Du hast ein Handy, das du nicht mehr nutzt? <a href="/publish">Gib ihm ein zweites Leben</a>. Feedback und
    Ideen nehmen wir gern unter {{operator.email}} entgegen.
  </p>
`;

const ABOUT_EN = html`
  <p>
    Handymarkt is a young team from Berlin with a simple idea: a good smartphone should not end up in a drawer
    just because its owner has bought a new one.
  </p>
  <h3>Why used phones?</h3>
  <p>
    Most smartphones still work perfectly well when they are replaced. At the same time, most of their
    environmental footprint is not caused by using them but by making them – by mining raw materials,
    producing chips and displays, and shipping. Every phone that gets a second life can, at best, replace a
    new one. And for buyers that means a high-quality device for considerably less money.
  </p>
  <h3>Why a dedicated marketplace?</h3>
  <p>
    Anyone who has ever sold or bought a phone privately knows the questions: Is the device locked? Will the
    money really arrive? Is the battery still good? General classifieds sites often leave you alone with them.
    Handymarkt is made for smartphones only – and that is why we can answer exactly these questions:
  </p>
  <ul>
    <li>
      <strong>Clear details:</strong> you choose the model, storage, colour, condition and age from our
      catalogue. This makes ads comparable and easy to find.
    </li>
    <li>
      <strong>Secure payment:</strong> you pay through the checkout with PayPal and buyer protection. Shipping
      is included in the price.
    </li>
    <li>
      <strong>Fair negotiation:</strong> with price proposals you reach an agreement directly, without endless
      back and forth.
    </li>
    <li>
      <strong>Trust:</strong> profiles verified by SMS, payment account, social media account and ID, plus
      reviews after every purchase, show who you are dealing with.
    </li>
  </ul>
  <h3>What matters to us</h3>
  <p>
    Placing ads is free. We do not use tracking cookies and we do not sell data. And we are honest about what
    we cannot do: we do not inspect the devices ourselves – instead we give you the tools and knowledge you
    need, such as the checklists in our <a href="/magazin">magazine</a>.
  </p>
  <p>
    Do you have a phone you no longer use? <a href="/publish">Give it a second life</a>. We welcome feedback
    and ideas at {{operator.email}}.
  </p>
`;

export const PAGES: readonly PageSeed[] = [
  { slug: 'faq', lang: 'de', title: 'Häufige Fragen', content: FAQ_DE },
  { slug: 'faq', lang: 'en', title: 'Frequently asked questions', content: FAQ_EN },
  { slug: 'termsandconditions', lang: 'de', title: 'Allgemeine Geschäftsbedingungen', content: TERMS_DE },
  { slug: 'termsandconditions', lang: 'en', title: 'Terms and conditions', content: TERMS_EN },
  { slug: 'privacy-policy', lang: 'de', title: 'Datenschutzerklärung', content: PRIVACY_DE },
  { slug: 'privacy-policy', lang: 'en', title: 'Privacy policy', content: PRIVACY_EN },
  { slug: 'support', lang: 'de', title: 'Hilfe und Support', content: SUPPORT_DE },
  { slug: 'support', lang: 'en', title: 'Help and support', content: SUPPORT_EN },
  { slug: 'impressum', lang: 'de', title: 'Impressum', content: IMPRESSUM_DE },
  { slug: 'impressum', lang: 'en', title: 'Legal notice', content: IMPRESSUM_EN },
  { slug: 'about', lang: 'de', title: 'Über Handymarkt', content: ABOUT_DE },
  { slug: 'about', lang: 'en', title: 'About Handymarkt', content: ABOUT_EN },
];

// ---------------------------------------------------------------------------------------------
// Magazine articles
// ---------------------------------------------------------------------------------------------

const CHECKLIST_DE = html`
  <p>
    Ein gebrauchtes iPhone ist oft die klügere Wahl als ein neues: deutlich günstiger, kaum schlechter und
    besser für die Umwelt. Damit der Kauf keine böse Überraschung wird, solltest du ein paar Punkte prüfen –
    am besten vor dem Kauf anhand von Fotos und Fragen an den Verkäufer und direkt nach Erhalt am Gerät
    selbst.
  </p>
  <h2>1. Aktivierungssperre: der wichtigste Punkt</h2>
  <p>
    Ist „Wo ist?“ noch mit der Apple-ID des Vorbesitzers verbunden, lässt sich das iPhone nach dem
    Zurücksetzen nicht einrichten. Ohne Passwort des Vorbesitzers ist es dann praktisch wertlos. Bitte den
    Verkäufer, sich vor dem Versand abzumelden (Einstellungen › [Name] › Abmelden) und das Gerät
    zurückzusetzen. Nach Erhalt muss dich das iPhone mit dem normalen Einrichtungsbildschirm begrüßen – nicht
    mit „iPhone ist an Eigentümer gesperrt“.
  </p>
  <h2>2. Akkuzustand</h2>
  <p>
    Unter Einstellungen › Batterie › Batteriezustand siehst du die maximale Kapazität. Werte über 85 % sind
    gut, unter 80 % zeigt iOS meist den Hinweis „Service“ an. Ab dem iPhone 15 findest du unter Einstellungen
    › Allgemein › Info außerdem die Anzahl der Ladezyklen. Ein schwacher Akku ist kein K.-o.-Kriterium, sollte
    sich aber im Preis widerspiegeln. Mehr dazu in
    <a href="/magazin/akku-gesundheit-verstehen">Akku-Gesundheit verstehen</a>.
  </p>
  <h2>3. IMEI und Herkunft</h2>
  <p>
    Die IMEI steht unter Einstellungen › Allgemein › Info und erscheint nach Eingabe von *#06# in der
    Telefon-App. Vergleiche sie mit der Originalverpackung und, falls vorhanden, mit der Rechnung. Weichen die
    Nummern ab oder gibt es keinerlei Nachweis, frag nach. Ein Kaufbeleg ist kein Muss, aber ein gutes Zeichen
    – gestohlene oder gesperrte Geräte sind auf Handymarkt verboten.
  </p>
  <h2>4. Wasserschaden</h2>
  <p>
    Im SIM-Kartenschacht sitzt bei vielen Modellen ein Flüssigkeitsindikator. Ist er rot statt weiß oder
    silbern, war das Gerät mit Flüssigkeit in Kontakt. Weitere Hinweise sind beschlagene Kameralinsen, Flecken
    unter dem Display oder leise, kratzige Lautsprecher. Auch wasserfeste iPhones verlieren ihre Dichtigkeit
    mit der Zeit.
  </p>
  <h2>5. Teile- und Reparaturhistorie</h2>
  <p>
    Unter Einstellungen › Allgemein › Info › Teile- und Servicehistorie zeigt iOS, ob Display, Akku oder
    Kamera getauscht wurden und ob es sich um Originalteile handelt. Eine Reparatur ist nichts Schlimmes – sie
    sollte aber in der Anzeige stehen.
  </p>
  <h2>6. Der Funktionstest</h2>
  <ul>
    <li>Face ID bzw. Touch ID einrichten,</li>
    <li>alle Kameras, Blitz und Mikrofone ausprobieren,</li>
    <li>Lautsprecher, Tasten und Stummschalter testen,</li>
    <li>laden per Kabel und, falls unterstützt, kabellos,</li>
    <li>SIM-Karte oder eSIM einlegen und telefonieren, WLAN und Bluetooth prüfen,</li>
    <li>Display auf Pixelfehler, Verfärbungen und Touch-Aussetzer ansehen.</li>
  </ul>
  <h2>Sicher bezahlen</h2>
  <p>
    Bezahle nur über den Checkout. So gilt der PayPal-Käuferschutz, falls das iPhone nicht der Beschreibung
    entspricht. Filme das Auspacken und melde Abweichungen sofort. Mit dieser Checkliste findest du auf
    Handymarkt ein iPhone, an dem du noch lange Freude hast.
  </p>
`;

const CHECKLIST_EN = html`
  <p>
    A used iPhone is often the smarter choice than a new one: considerably cheaper, hardly any worse and
    better for the environment. To make sure the purchase does not turn into a nasty surprise, check a few
    points – ideally before buying, using photos and questions to the seller, and on the device itself as soon
    as it arrives.
  </p>
  <h2>1. Activation Lock: the most important point</h2>
  <p>
    If “Find My” is still linked to the previous owner's Apple ID, the iPhone cannot be set up after a reset.
    Without the previous owner's password it is practically worthless. Ask the seller to sign out before
    shipping (Settings › [name] › Sign Out) and to reset the device. When it arrives, the iPhone must greet
    you with the normal setup screen – not with “iPhone Locked to Owner”.
  </p>
  <h2>2. Battery health</h2>
  <p>
    Under Settings › Battery › Battery Health you can see the maximum capacity. Values above 85 % are good;
    below 80 % iOS usually shows a “Service” notice. From the iPhone 15 onwards you will also find the cycle
    count under Settings › General › About. A weak battery is not a deal-breaker, but it should be reflected
    in the price. Read more in <a href="/magazin/akku-gesundheit-verstehen">Understanding battery health</a>.
  </p>
  <h2>3. IMEI and origin</h2>
  <p>
    The IMEI is listed under Settings › General › About and appears when you type *#06# in the Phone app.
    Compare it with the original box and, if available, with the invoice. If the numbers differ or there is no
    proof at all, ask. A receipt is not a must, but it is a good sign – stolen or blocked devices are
    prohibited on Handymarkt.
  </p>
  <h2>4. Water damage</h2>
  <p>
    On many models there is a liquid contact indicator inside the SIM tray slot. If it is red instead of white
    or silver, the device has been in contact with liquid. Other signs are fogged camera lenses, stains under
    the display or quiet, crackling speakers. Even water-resistant iPhones lose their seal over time.
  </p>
  <h2>5. Parts and service history</h2>
  <p>
    Under Settings › General › About › Parts and Service History, iOS shows whether the display, battery or
    camera have been replaced and whether genuine parts were used. A repair is nothing bad – but it should be
    mentioned in the ad.
  </p>
  <h2>6. The function test</h2>
  <ul>
    <li>set up Face ID or Touch ID,</li>
    <li>try all cameras, the flash and the microphones,</li>
    <li>test the speakers, buttons and the ring/silent switch,</li>
    <li>charge by cable and, if supported, wirelessly,</li>
    <li>insert a SIM card or eSIM and make a call, check Wi-Fi and Bluetooth,</li>
    <li>inspect the display for dead pixels, discolouration and touch dropouts.</li>
  </ul>
  <h2>Pay safely</h2>
  <p>
    Only pay through the checkout. That way PayPal Buyer Protection applies if the iPhone does not match its
    description. Film the unboxing and report any discrepancies immediately. With this checklist you will find
    an iPhone on Handymarkt that you will enjoy for a long time.
  </p>
`;

const SELL_DE = html`
  <p>
    Dein altes Handy ist zu schade für die Schublade? Dann verkauf es – schnell, fair und ohne Risiko für
    deine Daten. Mit diesen Schritten bereitest du dein Gerät richtig vor und erstellst eine Anzeige, die
    Vertrauen weckt.
  </p>
  <h2>1. Backup erstellen</h2>
  <p>
    Sichere zuerst alles, was dir wichtig ist. Auf dem iPhone geht das über iCloud-Backup oder per Kabel am
    Computer, auf Android über die Google-Sicherung bzw. das Backup deines Herstellers. Denk auch an Apps mit
    eigener Sicherung: Chat-Verläufe in Messengern, Authenticator-Apps für die Zwei-Faktor-Anmeldung und
    Banking-Apps, die an das Gerät gebunden sind.
  </p>
  <h2>2. Abmelden und Sperren entfernen</h2>
  <p>
    Das ist der wichtigste Schritt. Ein Handy mit aktiver Aktivierungssperre kann der Käufer nicht nutzen –
    und auf Handymarkt darf es nicht verkauft werden.
  </p>
  <ul>
    <li>
      <strong>iPhone:</strong> Einstellungen › [Name] › Abmelden. Damit wird „Wo ist?“ deaktiviert. Eine
      gekoppelte Apple Watch vorher entkoppeln.
    </li>
    <li>
      <strong>Android:</strong> Google-Konto unter Einstellungen › Konten entfernen, bei Samsung zusätzlich
      das Samsung-Konto. So wird der Geräteschutz (FRP) aufgehoben.
    </li>
    <li>eSIM löschen oder auf dein neues Gerät übertragen, SIM- und Speicherkarte herausnehmen.</li>
  </ul>
  <h2>3. Auf Werkseinstellungen zurücksetzen</h2>
  <p>
    Erst danach setzt du das Gerät vollständig zurück: auf dem iPhone unter Einstellungen › Allgemein › iPhone
    übertragen/zurücksetzen › Alle Inhalte und Einstellungen löschen, auf Android meist unter Einstellungen ›
    System › Optionen zurücksetzen › Alle Daten löschen. Moderne Smartphones verschlüsseln ihren Speicher;
    nach dem Zurücksetzen sind deine Daten nicht mehr lesbar.
  </p>
  <h2>4. Gute Fotos machen</h2>
  <p>
    Fotos verkaufen dein Handy. Du kannst bis zu 10 Bilder hochladen, jedes mindestens 540 × 540 Pixel groß.
  </p>
  <ul>
    <li>Fotografiere bei Tageslicht vor einem ruhigen, neutralen Hintergrund.</li>
    <li>Zeig Vorder- und Rückseite, Kanten, Kamera und mitgeliefertes Zubehör.</li>
    <li>Fotografiere Kratzer und Macken ehrlich aus der Nähe – das erspart Diskussionen.</li>
    <li>
      Ein Screenshot des Akkuzustands schafft Vertrauen. Achte darauf, dass keine persönlichen Daten zu sehen
      sind.
    </li>
  </ul>
  <h2>5. Ehrlich beschreiben, fair bepreisen</h2>
  <p>
    Wähle Modell, Speicher, Farbe und Zustand genau aus und erwähne Reparaturen, getauschte Teile und Mängel.
    Vergleiche Preise ähnlicher Anzeigen. Denk daran: Der Versand ist im Preis enthalten, du trägst die
    Portokosten. Käufer können dir Preisvorschläge ab 80 % deines Preises machen – plane etwas Spielraum ein.
  </p>
  <h2>6. Sicher abwickeln</h2>
  <p>
    Akzeptiere Zahlungen nur über den Checkout und ignoriere Anfragen, per Überweisung oder außerhalb der
    Plattform zu bezahlen. Notiere vor dem Versand die IMEI, verpacke das Handy gut gepolstert und verschicke
    es versichert mit Sendungsverfolgung. Nach dem Kauf freuen sich beide Seiten über eine Bewertung.
  </p>
  <p>Bereit? <a href="/publish">Jetzt kostenlos eine Anzeige aufgeben</a>.</p>
`;

const SELL_EN = html`
  <p>
    Is your old phone too good for the drawer? Then sell it – quickly, fairly and without any risk to your
    data. These steps show you how to prepare your device properly and create an ad that inspires trust.
  </p>
  <h2>1. Make a backup</h2>
  <p>
    First, back up everything that matters to you. On an iPhone you can use iCloud Backup or a cable
    connection to your computer; on Android use Google backup or your manufacturer's backup. Also think of
    apps with their own backup: chat histories in messengers, authenticator apps for two-factor sign-in, and
    banking apps tied to the device.
  </p>
  <h2>2. Sign out and remove locks</h2>
  <p>
    This is the most important step. The buyer cannot use a phone with an active activation lock – and it must
    not be sold on Handymarkt.
  </p>
  <ul>
    <li>
      <strong>iPhone:</strong> Settings › [name] › Sign Out. This turns off “Find My”. Unpair a paired Apple
      Watch beforehand.
    </li>
    <li>
      <strong>Android:</strong> remove your Google account under Settings › Accounts, and on Samsung phones
      your Samsung account as well. This lifts Factory Reset Protection (FRP).
    </li>
    <li>Delete the eSIM or transfer it to your new device, and take out the SIM and memory card.</li>
  </ul>
  <h2>3. Reset to factory settings</h2>
  <p>
    Only then reset the device completely: on an iPhone under Settings › General › Transfer or Reset iPhone ›
    Erase All Content and Settings, on Android usually under Settings › System › Reset options › Erase all
    data. Modern smartphones encrypt their storage; after the reset your data can no longer be read.
  </p>
  <h2>4. Take good photos</h2>
  <p>Photos sell your phone. You can upload up to 10 pictures, each at least 540 × 540 pixels.</p>
  <ul>
    <li>Take photos in daylight against a calm, neutral background.</li>
    <li>Show the front and back, the edges, the camera and any accessories included.</li>
    <li>Photograph scratches and dents honestly and up close – it saves discussions.</li>
    <li>A screenshot of the battery health builds trust. Make sure no personal data is visible.</li>
  </ul>
  <h2>5. Describe honestly, price fairly</h2>
  <p>
    Select the model, storage, colour and condition precisely and mention repairs, replaced parts and defects.
    Compare the prices of similar ads. Remember: shipping is included in the price, so you bear the postage.
    Buyers can send you price proposals from 80 % of your price – leave yourself some room.
  </p>
  <h2>6. Complete the sale safely</h2>
  <p>
    Only accept payments through the checkout and ignore requests to pay by bank transfer or outside the
    platform. Note down the IMEI before shipping, pack the phone with good padding and send it insured with
    tracking. After the purchase, both sides appreciate a review.
  </p>
  <p>Ready? <a href="/publish">Place a free ad now</a>.</p>
`;

const BATTERY_DE = html`
  <p>
    Der Akku ist das Bauteil, das bei einem Smartphone am schnellsten altert. Wer ein gebrauchtes Handy kauft
    oder verkauft, sollte deshalb wissen, was hinter Angaben wie „Batteriezustand 87 %“ steckt – und was sie
    für den Alltag bedeuten.
  </p>
  <h2>Warum Akkus altern</h2>
  <p>
    Smartphones nutzen Lithium-Ionen-Akkus. Bei jedem Laden und Entladen laufen chemische Prozesse ab, die die
    Kapazität nach und nach verringern. Ein Ladezyklus entspricht dabei 100 % Ladung, egal ob am Stück oder
    verteilt auf mehrere Tage. Neben den Zyklen beschleunigen vor allem Hitze und langes Verweilen bei 100 %
    die Alterung. Auch ein Handy, das nur im Schrank liegt, verliert langsam an Kapazität.
  </p>
  <h2>Was der Prozentwert bedeutet</h2>
  <p>
    Der Batteriezustand gibt an, wie viel Energie der Akku im Vergleich zum Neuzustand noch speichern kann.
    Bei 85 % hält das Handy also etwa 15 % kürzer durch als am ersten Tag. Apple gibt für ältere iPhones an,
    dass der Akku nach 500 vollständigen Ladezyklen noch rund 80 % seiner Kapazität haben soll; ab dem iPhone
    15 nennt Apple 1.000 Zyklen. Seit Juni 2025 schreibt die EU für neu auf den Markt gebrachte Smartphones
    mindestens 800 Zyklen bei 80 % Restkapazität vor.
  </p>
  <h2>So liest du den Zustand ab</h2>
  <ul>
    <li>
      <strong>iPhone:</strong> Einstellungen › Batterie › Batteriezustand. Ab dem iPhone 15 stehen unter
      Einstellungen › Allgemein › Info zusätzlich Ladezyklen und Herstellungsdatum.
    </li>
    <li>
      <strong>Android:</strong> Das ist je nach Hersteller unterschiedlich. Neuere Pixel-Modelle zeigen den
      Akkuzustand in den Akku-Einstellungen, Samsung in der App Samsung Members unter der Gerätediagnose. Bei
      anderen Herstellern hilft oft die Diagnosefunktion in den Einstellungen.
    </li>
  </ul>
  <h2>Welcher Wert ist in Ordnung?</h2>
  <p>
    Als Faustregel gilt: Über 90 % ist sehr gut, 85 bis 90 % gut, 80 bis 85 % für die meisten Nutzer noch
    ausreichend. Unter 80 % merkt man die kürzere Laufzeit deutlich, und ältere iPhones drosseln bei
    Lastspitzen teilweise die Leistung, um unerwartete Abschaltungen zu verhindern. Ein Akkutausch ist dann
    meist sinnvoll und kostet je nach Modell und Werkstatt oft rund 100 Euro. Als Käufer solltest du diesen
    Betrag bei deinem Preisvorschlag berücksichtigen.
  </p>
  <h2>So hält dein Akku länger</h2>
  <ul>
    <li>Optimiertes Laden aktivieren bzw. die Ladung auf 80 % begrenzen, wenn dein Handy das anbietet.</li>
    <li>Hitze vermeiden: nicht in der Sonne oder beim Laden unter dem Kopfkissen liegen lassen.</li>
    <li>Den Akku nicht regelmäßig komplett leer laufen lassen.</li>
    <li>Für längere Lagerung das Handy bei etwa 50 % Ladung ausschalten.</li>
  </ul>
  <p>
    Als Verkäufer machst du es Käufern leicht, wenn du einen Screenshot des Akkuzustands in die Anzeige
    stellst. Weitere Prüfpunkte findest du in unserer
    <a href="/magazin/gebrauchtes-iphone-kaufen-checkliste">Checkliste für gebrauchte iPhones</a>.
  </p>
`;

const BATTERY_EN = html`
  <p>
    The battery is the part of a smartphone that ages fastest. Anyone buying or selling a used phone should
    therefore know what is behind figures like “battery health 87 %” – and what they mean in everyday use.
  </p>
  <h2>Why batteries age</h2>
  <p>
    Smartphones use lithium-ion batteries. Every time they charge and discharge, chemical processes take place
    that gradually reduce capacity. One charge cycle equals 100 % of charge, whether in one go or spread over
    several days. Besides cycles, heat and spending long periods at 100 % in particular speed up ageing. Even
    a phone that just sits in a cupboard slowly loses capacity.
  </p>
  <h2>What the percentage means</h2>
  <p>
    Battery health indicates how much energy the battery can still store compared with when it was new. At 85
    %, the phone therefore lasts about 15 % less than on its first day. For older iPhones, Apple states that
    the battery should retain about 80 % of its capacity after 500 complete charge cycles; from the iPhone 15
    onwards Apple quotes 1,000 cycles. Since June 2025 the EU has required smartphones newly placed on the
    market to last at least 800 cycles with 80 % remaining capacity.
  </p>
  <h2>How to read the health</h2>
  <ul>
    <li>
      <strong>iPhone:</strong> Settings › Battery › Battery Health. From the iPhone 15 onwards, Settings ›
      General › About also shows the cycle count and manufacture date.
    </li>
    <li>
      <strong>Android:</strong> this differs by manufacturer. Newer Pixel models show battery health in the
      battery settings, Samsung in the Samsung Members app under device diagnostics. With other manufacturers,
      the diagnostics function in the settings often helps.
    </li>
  </ul>
  <h2>Which value is acceptable?</h2>
  <p>
    As a rule of thumb: above 90 % is very good, 85 to 90 % good, 80 to 85 % still sufficient for most users.
    Below 80 % the shorter battery life is clearly noticeable, and older iPhones sometimes throttle
    performance during peak loads to prevent unexpected shutdowns. A battery replacement usually makes sense
    at that point and, depending on the model and repair shop, often costs around 100 euros. As a buyer you
    should take this amount into account in your price proposal.
  </p>
  <h2>How to make your battery last longer</h2>
  <ul>
    <li>Turn on optimised charging or limit charging to 80 % if your phone offers it.</li>
    <li>Avoid heat: do not leave the phone in the sun or under your pillow while charging.</li>
    <li>Do not regularly let the battery run completely flat.</li>
    <li>For longer storage, switch the phone off at about 50 % charge.</li>
  </ul>
  <p>
    As a seller, you make things easy for buyers by adding a screenshot of the battery health to your ad. You
    will find more points to check in our
    <a href="/magazin/gebrauchtes-iphone-kaufen-checkliste">checklist for used iPhones</a>.
  </p>
`;

const SUSTAINABILITY_DE = html`
  <p>
    Ein Smartphone aus zweiter Hand zu kaufen ist gut für den Geldbeutel und für die Umwelt. Doch was ist
    besser: ein „refurbished“ Gerät vom Händler oder ein gebrauchtes Handy von privat? Beide Wege haben ihre
    Berechtigung. Wir vergleichen.
  </p>
  <h2>Warum Weiternutzen so viel bringt</h2>
  <p>
    Der größte Teil der Klimawirkung eines Smartphones entsteht, bevor du es zum ersten Mal einschaltest: bei
    der Gewinnung von Rohstoffen wie Kobalt, Lithium und seltenen Erden, bei der Chip- und Displayfertigung
    und beim Transport. Herstellerangaben zufolge sind das bei vielen Modellen rund 80 % der gesamten
    Emissionen über die Lebensdauer. Jedes Jahr, das ein vorhandenes Gerät länger genutzt wird, spart also
    spürbar mehr als jede Energiesparfunktion. Gleichzeitig liegen nach Schätzungen des Digitalverbands Bitkom
    weit über hundert Millionen ungenutzte Handys in deutschen Schubladen.
  </p>
  <h2>Refurbished: professionell aufbereitet</h2>
  <p>
    Refurbished-Geräte werden von Händlern angekauft, geprüft, gereinigt und bei Bedarf repariert – oft mit
    neuem Akku oder Display. Der Vorteil: Du kaufst bei einem Unternehmen und hast die gesetzliche
    Gewährleistung, meist ergänzt um eine Garantie. Der Nachteil: Die Aufbereitung kostet Geld, Ersatzteile,
    Verpackung und zusätzliche Transportwege. Entsprechend liegt der Preis höher, und getauschte Teile stammen
    nicht immer vom Hersteller.
  </p>
  <h2>Gebraucht von privat: direkt weitergegeben</h2>
  <p>
    Beim Kauf von privat wechselt das Handy einfach den Besitzer – ohne Zwischenlager, ohne neue Teile, ohne
    zusätzliche Verpackung. Das ist ökologisch der schlankste Weg und meist auch der günstigste, weil kein
    Händler mitverdient. Dafür übernimmst du selbst etwas Verantwortung: Zwischen Privatleuten kann die
    Gewährleistung ausgeschlossen werden, und niemand hat das Gerät vorher professionell geprüft.
  </p>
  <h2>So kombinierst du das Beste aus beiden Welten</h2>
  <ul>
    <li>
      <strong>Sicher bezahlen:</strong> Auf Handymarkt zahlst du über den Checkout mit PayPal-Käuferschutz,
      falls das Gerät nicht der Beschreibung entspricht.
    </li>
    <li>
      <strong>Selbst prüfen:</strong> Mit unserer
      <a href="/magazin/gebrauchtes-iphone-kaufen-checkliste">Checkliste</a> erkennst du Aktivierungssperre,
      Wasserschäden und getauschte Teile.
    </li>
    <li>
      <strong>Akku einschätzen:</strong> Ein schwacher Akku lässt sich tauschen. Plane die Kosten ein –
      <a href="/magazin/akku-gesundheit-verstehen">so liest du den Akkuzustand</a>.
    </li>
    <li><strong>Vertrauen prüfen:</strong> Achte auf verifizierte Profile und Bewertungen.</li>
  </ul>
  <h2>Fazit</h2>
  <p>
    Refurbished ist ideal, wenn du maximale Sicherheit und eine Garantie willst und dafür mehr zahlst.
    Gebraucht von privat ist die nachhaltigste und günstigste Wahl, wenn du bereit bist, ein paar Minuten in
    die Prüfung zu investieren. Am wichtigsten ist aber: Jedes Handy, das weitergenutzt wird, ist ein Gewinn.
    Und dein altes Gerät? <a href="/publish">Das verkaufst du am besten gleich weiter</a>.
  </p>
`;

const SUSTAINABILITY_EN = html`
  <p>
    Buying a second-hand smartphone is good for your wallet and for the environment. But which is better: a
    “refurbished” device from a dealer or a used phone from a private seller? Both have their place. Let's
    compare.
  </p>
  <h2>Why keeping phones in use matters so much</h2>
  <p>
    Most of a smartphone's climate impact arises before you switch it on for the first time: when raw
    materials such as cobalt, lithium and rare earths are extracted, when chips and displays are made, and
    during transport. According to manufacturers' figures, this accounts for around 80 % of total lifetime
    emissions for many models. Every extra year an existing device stays in use therefore saves noticeably
    more than any energy-saving feature. At the same time, the German digital association Bitkom estimates
    that well over a hundred million unused phones are lying in drawers in German households.
  </p>
  <h2>Refurbished: professionally restored</h2>
  <p>
    Refurbished devices are bought up by dealers, tested, cleaned and repaired if necessary – often with a new
    battery or display. The advantage: you buy from a company and have the statutory warranty, usually
    supplemented by a guarantee. The disadvantage: refurbishment costs money, spare parts, packaging and
    additional transport. Accordingly, the price is higher, and replaced parts do not always come from the
    manufacturer.
  </p>
  <h2>Used from a private seller: passed on directly</h2>
  <p>
    When you buy privately, the phone simply changes hands – without warehouses, without new parts, without
    extra packaging. Ecologically, this is the leanest route and usually the cheapest as well, because no
    dealer takes a cut. In return you take on some responsibility yourself: the warranty can be excluded
    between private individuals, and nobody has professionally checked the device beforehand.
  </p>
  <h2>How to combine the best of both worlds</h2>
  <ul>
    <li>
      <strong>Pay safely:</strong> on Handymarkt you pay through the checkout with PayPal Buyer Protection in
      case the device does not match its description.
    </li>
    <li>
      <strong>Check it yourself:</strong> with our
      <a href="/magazin/gebrauchtes-iphone-kaufen-checkliste">checklist</a> you can spot activation locks,
      water damage and replaced parts.
    </li>
    <li>
      <strong>Assess the battery:</strong> a weak battery can be replaced. Factor in the cost –
      <a href="/magazin/akku-gesundheit-verstehen">here is how to read battery health</a>.
    </li>
    <li><strong>Check for trust:</strong> look out for verified profiles and reviews.</li>
  </ul>
  <h2>Conclusion</h2>
  <p>
    Refurbished is ideal if you want maximum security and a guarantee and are willing to pay more for it. Used
    from a private seller is the most sustainable and cheapest choice if you are prepared to invest a few
    minutes in checking. Most important of all, though: every phone that stays in use is a win. And your old
    device? <a href="/publish">Best sell it on right away</a>.
  </p>
`;

export const ARTICLES: readonly ArticleSeed[] = [
  {
    slug: 'gebrauchtes-iphone-kaufen-checkliste',
    lang: 'de',
    title: 'Gebrauchtes iPhone kaufen: die Checkliste',
    excerpt:
      'Aktivierungssperre, Akkuzustand, IMEI und Wasserschaden: Diese Punkte solltest du prüfen, bevor du ein gebrauchtes iPhone kaufst.',
    content: CHECKLIST_DE,
    published: '2026-01-27',
  },
  {
    slug: 'gebrauchtes-iphone-kaufen-checkliste',
    lang: 'en',
    title: 'Buying a used iPhone: the checklist',
    excerpt:
      'Activation Lock, battery health, IMEI and water damage: these are the points to check before you buy a used iPhone.',
    content: CHECKLIST_EN,
    published: '2026-01-27',
  },
  {
    slug: 'handy-sicher-verkaufen',
    lang: 'de',
    title: 'Handy sicher verkaufen: Schritt für Schritt',
    excerpt:
      'Backup, abmelden, zurücksetzen, gute Fotos: So bereitest du dein Smartphone auf den Verkauf vor und schützt deine Daten.',
    content: SELL_DE,
    published: '2026-02-17',
  },
  {
    slug: 'handy-sicher-verkaufen',
    lang: 'en',
    title: 'Selling your phone safely: step by step',
    excerpt:
      'Backup, sign out, factory reset, good photos: how to prepare your smartphone for sale and protect your data.',
    content: SELL_EN,
    published: '2026-02-17',
  },
  {
    slug: 'akku-gesundheit-verstehen',
    lang: 'de',
    title: 'Akku-Gesundheit verstehen',
    excerpt:
      'Was bedeutet „Batteriezustand 87 %“, wo liest du ihn ab und ab wann lohnt sich ein Akkutausch? Alles Wichtige zum Smartphone-Akku.',
    content: BATTERY_DE,
    published: '2026-03-24',
  },
  {
    slug: 'akku-gesundheit-verstehen',
    lang: 'en',
    title: 'Understanding battery health',
    excerpt:
      'What does “battery health 87 %” mean, where do you find it and when is a battery replacement worth it? Everything you need to know about smartphone batteries.',
    content: BATTERY_EN,
    published: '2026-03-24',
  },
  {
    slug: 'nachhaltigkeit-refurbished-vs-gebraucht',
    lang: 'de',
    title: 'Refurbished oder gebraucht: Was ist nachhaltiger?',
    excerpt:
      'Aufbereitet vom Händler oder direkt von privat? Wir vergleichen Preis, Sicherheit und Umweltbilanz von Smartphones aus zweiter Hand.',
    content: SUSTAINABILITY_DE,
    published: '2026-04-21',
  },
  {
    slug: 'nachhaltigkeit-refurbished-vs-gebraucht',
    lang: 'en',
    title: 'Refurbished or used: which is more sustainable?',
    excerpt:
      'Restored by a dealer or bought directly from a private seller? We compare the price, security and environmental footprint of second-hand smartphones.',
    content: SUSTAINABILITY_EN,
    published: '2026-04-21',
  },
];
