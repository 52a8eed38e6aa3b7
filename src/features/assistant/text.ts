// How the assistant reads text: lower-case words, filler words dropped (English, texting spelling, and Hinglish or
// Marathi function words in Latin letters), the staff's word groups ("city, location, based, office": all read as
// the first word), a few built-in variants, and a light English stemmer, applied the same way to the knowledge base
// and to visitors' messages. Also the masking and normalisation of a question before it is stored as unanswered.

const DEVANAGARI = /[\u0900-\u097F]/

/**
 * The same Devanagari word written several ways, read as one: the nukta (ज़/ज, also the letters that carry it
 * precomposed), chandrabindu or anusvara (कहाँ/कहां), a half nasal before a consonant or the anusvara
 * (सम्पर्क/संपर्क, हिन्दी/हिंदी), the glide of ये/ए and यी/ई after a vowel (चाहिये/चाहिए, नयी/नई), short or long i
 * and u (रिज्यूमे/रिज्युमे, कीमत/किमत: phones and Marathi and Hindi spell loanwords either way), the English "o" of
 * "office" (ऑफिस/ओफिस), the English "a" of "app" and "bank" (ॲप, अ‍ॅप, ऍप, बँक/बैंक), the Marathi eyelash ra (ऱ/र),
 * and joiners. Every list below (filler words, variants, endings) is read through it too, so a list may spell a word
 * either way.
 */
function normaliseDevanagari(text: string): string {
  if (!DEVANAGARI.test(text)) return text
  return (
    text
      .replace(/[\u0929\u0931\u0934\u0958-\u095F]/g, (letter) => letter.normalize('NFD'))
      .replace(/[\u200C\u200D\u093C]/g, '')
      .replace(/\u0901/g, '\u0902')
      // Spoken Marathi's anusvara on a word's last consonant is the written ए (कसं/कसे, खातं/खाते, भरायचं/भरायचे,
      // तुमचं/तुमचे): "कसं" was no filler word and "भरायचं" kept its ending. Hindi's final anusvara follows a vowel
      // sign (हैं, में), which this leaves alone.
      .replace(/(?<=[\u0915-\u0939])\u0902(?![\p{L}\p{M}])/gu, '\u0947')
      .replace(/\u0931/g, '\u0930')
      // Devanagari digits as the digits an English question writes ("१८" and "18").
      .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
      .replace(/\u0972|\u090D|\u0905\u0945/g, '\u0910')
      .replace(/\u0945/g, '\u0948')
      .replace(/\u0911/g, '\u0913')
      .replace(/\u0949/g, '\u094B')
      // A half nasal before a stop of any class (or न before a sibilant) is how the anusvara is often typed; not before
      // ह, य, र, ल, व or another nasal (Marathi's तुम्ही, पुन्हा; अन्य, सम्मान).
      .replace(/[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0918\u091A-\u091D\u091F-\u0922\u0924-\u0927\u092A-\u092D])/g, '\u0902')
      .replace(/\u0928\u094D(?=[\u0936-\u0938])/g, '\u0902')
      // ये and यी after a vowel or a consonant's own "a" (not ध्येय, nor the word ये).
      .replace(/(?<=[\u0905-\u0914\u0915-\u0939\u093E-\u094C])\u092F\u0947/g, '\u090F')
      .replace(/(?<=[\u0905-\u0914\u0915-\u0939\u093E-\u094C])\u092F\u0940/g, '\u0908')
      // Long i and u as short.
      .replace(/\u0940/g, '\u093F')
      .replace(/\u0942/g, '\u0941')
      .replace(/\u0908/g, '\u0907')
      .replace(/\u090A/g, '\u0909')
  )
}

/** Words that carry no topic in an English question ("how do i", "can you please"), also as texted ("hw", "wat"). */
const ENGLISH_FILLERS = `a about after all also am an and any anything are around as ask at be been before being but by
  can cant could did do does doing dont during find for from get give go going got guys had happen happens has have hello here hey hi how i
  id if im in into is it its just know let like make me more much my need new no not now of ok okay on once or our
  please pls plz really right r show so some take tell than thank thanks that the their them then there these they
  this through to u up ur us use using very via want was we what whats wat when where which while who whom why will
  with would yes you your yours between
  hw hv hav hve wht wats whr wher abt cn cud wud shud d da n nd ya yaa yeah pl plss plzz thx tnx sir madam mam dear
  wheres hows whos whens theres heres im ive iam its u r ur urs didnt doesnt isnt wasnt werent havent hasnt wont cant couldnt shouldnt wouldnt aint dint`

/** The same in Hindi and Marathi, in Latin letters and in Devanagari ("kya aap ... karte ho", "तुम्ही काय करता"). */
const INDIAN_FILLERS = `kya kyaa hai hain he ho hoga hogi hota hoti kar karo karu karte karta karti karein kare ka ki ke ko se me mein mai
  hum ham aap ap aapka aapki aapke apka apki apke mera meri mere mujhe muje mujhko tum tera hamara hamari kaise
  kese kaisa kaun kab kahan kaha kidhar kyun kyu bhi bhai ji jee na toh to bata batao bataye bataiye sakta sakte
  sakti chahiye chahie chaiye milega milegi milenge kripya please liye lie wala wali wale kuch koi tha thi the raha rahe
  rahi hu hoon hun ek aur ya chalega chalta chalegi available possible must should shall may might 2 4
  kay kai ahe aahe kasa kashi kuthe kiti mala majha mazha tumhi tumcha tumchi ka
  kase karaycha karaychi karayche karaychay karto kartat detat dyal ahet aahet pahije havay havi tumchya tumche amhi
  aamhi majhya mazya sathi madhe madhye konti konta shakto shaktat sanga sangal mazi majhi mhanje dete deta detat si
  gaya gayi gaye lagta lagti lagto lagte lagega lagegi lagenge lagel lagtat karna karni karne kiya kiye
  kisi tak rehte rahte yahan yaha milti milta milte deni dena padegi padega padta karwa karva karwana karvana aa aata
  aati aate abhi yeh ye yah woh wo vo apna apni apne deti de kahi koni kuni
  pe thi ab bas baad dega degi denge
  क्या है हैं हूं हूँ हो था थी थे आप आपका आपकी आपके आपको मैं मुझे मेरा मेरी मेरे हम हमें हमारा हमारी हमारे का की के को
  में से पर और या कैसे कैसा कैसी कहाँ कहां कब कौन कौनसा कौनसी क्यों कोई कुछ यह ये वह वो भी तो ही जी ना लिए करें करूं
  करूँ करना करनी करते करता करती कर सकता सकते सकती सकूं सकूँ चाहिए बताइए बताइये बताओ बताएं बताये दीजिए दें दो रहा रही
  रहे होता होती होते होगा होगी हुआ अभी सी सा से अपने अपना अपनी देते देता देती दे देना कितना कितनी कितने लगता लगती लगते
  लगेगा गया गई गए करना करनी करने चलेगा चलेगी चलेंगे चालेल चालतं चालते मिलेगा मिलेगी मिलेंगे वाला वाली वाले एक किधर भाई
  म्हणजे हवंय करायचं मिळेल मिळतं करा
  काय आहे आहेत तुम्ही तुमचा तुमची तुमचे तुमच्या तुम्हाला मी मला माझा माझी माझे माझ्या आम्ही आम्हाला आमचा आमची
  आमचे कसा कशी कसे कुठे कधी कोण कोणते कोणत्या कोणती कोणता किती करू करायचे करायचा करायची करता करतात करतो करते
  शकतो शकते शकतात शकता हवे हवा हवी हवेत हवीत पाहिजे व आणि किंवा हे ही तो ती ते पण सांगा सांगाल द्या द्याल असते
  असतो असतात होते होतो झाले झाला का ना तर आता सध्या साठी मध्ये देता देतात लागतो लागते लागेल बद्दल
  सर्व काही कोणी कुणी कोणाशी तरी असता असतं जाते जातो जाता जातात लोक लोग तक रहते रहता रहती किसी करवा करवाओ करवाइए करवाना करवाते यहाँ यहां मिलती मिलता मिलते देनी देना पड़ेगी पड़ेगा पड़ेगी पड़ता kahi koni kuni
  आहात जर येईल येतील मिळतील होऊ दाखवा दिली दिला दिले अगर किन किस होने चाहता चाहती चाहते जानना जानने दिखाइए दिखाओ
  दिखाना दिखाएं दोगे दोगी agar kin jaanna janna dikhao dikhaiye
  आमच्या दोन तीन चार पाच सहा सात आठ नऊ दहा पांच छह नौ दस`
// The last three lines: the Marathi and Hindi forms of words the English list drops (are, if, which, can, get, be, show,
// give, want, know, our) and the small numbers in words, dropped like single digits; "आमच्या" ("our") had met the Hindi
// "आम सवाल" ("common questions") of the FAQs.

const STOP_WORDS = new Set(`${ENGLISH_FILLERS} ${INDIAN_FILLERS}`.split(/\s+/).map(normaliseDevanagari))

/** Whether a word carries no topic (a filler word of any of the lists above). */
export const isFillerWord = (word: string) => STOP_WORDS.has(word)

/**
 * Built-in variants mapped to the word the knowledge base uses: spelling variants and Hindi or Marathi content words
 * in Latin letters. Generic vocabulary; topic synonyms that staff may want to change live in the admin's word groups.
 */
const VARIANT_LIST: Record<string, string> = {
  cv: 'resume',
  cvs: 'resume',
  biodata: 'resume',
  ph: 'phone',
  mob: 'phone',
  mail: 'email',
  emails: 'email',
  consultancy: 'consulting',
  devs: 'developers',
  dev: 'developers',
  ml: 'machine learning',
  asap: 'urgent',
  bot: 'chatbot',
  bots: 'chatbot',
  cheques: 'cheque',
  tech: 'technology',
  accountancy: 'accountant',
  info: 'information',
  application: 'apply',
  applications: 'apply',
  faculty: 'teachers',
  tutor: 'teachers',
  tutors: 'teachers',
  // Hindi / Marathi in Latin letters
  naukri: 'job',
  nokri: 'job',
  naukari: 'job',
  kaam: 'work',
  kam: 'work',
  paisa: 'price',
  paise: 'price',
  kitna: 'price',
  kitni: 'price',
  kitne: 'much',
  daftar: 'office',
  shahar: 'city',
  sheher: 'city',
  tankhwah: 'salary',
  pagar: 'salary',
  umar: 'age',
  umr: 'age',
  aaya: 'received',
  aayi: 'received',
  mila: 'received',
  mili: 'received',
  nahi: 'not',
  nahin: 'not',
  nai: 'not',
  wapas: 'refund',
  vapas: 'refund',
  madad: 'help',
  lng: 'long',
  ghante: 'hours',
  ghanta: 'hours',
  samay: 'hours',
  rakhte: 'keep',
  rakhta: 'keep',
  rakhti: 'keep',
  rakhoge: 'keep',
  rakhna: 'keep',
  rakhenge: 'keep',
  kharcha: 'cost',
  kharch: 'cost',
  suraksha: 'safety',
  surakshit: 'safe',
  niyam: 'rules',
  shart: 'terms',
  sharten: 'terms',
  hatao: 'delete',
  hatana: 'delete',
  mitao: 'delete',
  badlav: 'change',
  badal: 'change',
  chutti: 'leave',
  chhutti: 'leave',
  banate: 'build',
  banega: 'build',
  banegi: 'build',
  banaoge: 'build',
  banwana: 'build',
  dukaan: 'store',
  dukan: 'store',
  mahina: 'month',
  mahine: 'month',
  saal: 'year',
  hafta: 'week',
  hafte: 'weeks',
  shuru: 'start',
  khatam: 'end',
  dhokha: 'scam',
  thagi: 'scam',
  jankari: 'information',
  padhai: 'study',
  sikhna: 'learn',
  seekhna: 'learn',
  ghar: 'home',
  aurat: 'women',
  auraten: 'women',
  ladkiyan: 'women',
  vidyarthi: 'students',
  chhatra: 'students',
  karmachari: 'employees',
  kamgar: 'workers',
  bhugtan: 'payment',
  tanakha: 'salary',
  // The Latin-letter words the starter Marathi and Hindi keywords list as visitors type them (only Devanagari terms of
  // those fields are indexed, so these meet the English keywords instead).
  seva: 'services',
  sewa: 'services',
  sevayen: 'services',
  sevaye: 'services',
  udyog: 'industries',
  sampark: 'contact',
  nondani: 'register',
  nondni: 'register',
  panjikaran: 'register',
  khata: 'account',
  bharti: 'hiring',
  bharati: 'hiring',
  kantrati: 'contract',
  theka: 'contract',
  theke: 'contract',
  kayam: 'permanent',
  sthayi: 'permanent',
  salla: 'consulting',
  salah: 'consulting',
  prakriya: 'process',
  padtalni: 'verification',
  tapasni: 'verification',
  janch: 'verification',
  jaanch: 'verification',
  kimmat: 'price',
  kimat: 'price',
  keemat: 'price',
  daam: 'price',
  malik: 'own',
  niti: 'policy',
  mahila: 'women',
  mahilaon: 'women',
  mahilanchi: 'women',
  mahilansathi: 'women',
  banaye: 'create',
  banayen: 'create',
  banana: 'create',
  banau: 'create',
  banvane: 'create',
  banvaycha: 'create',
  ughadne: 'open',
  arj: 'apply',
  arji: 'apply',
  avedan: 'apply',
  aavedan: 'apply',
  judna: 'join',
  naukriyan: 'job',
  naukriya: 'job',
  vay: 'age',
  prashikshan: 'training',
  patta: 'address',
  thikan: 'location',
  madat: 'help',
  adchan: 'problem',
  dikkat: 'problem',
  samasya: 'problem',
  shikayat: 'complaint',
  insaan: 'human',
  baat: 'talk',
  bolna: 'talk',
  bolayche: 'talk',
  bolaycha: 'talk',
  pratishat: 'percent',
  gopniyata: 'privacy',
  vel: 'hours',
  नाही: 'not',
  // English words written in Devanagari, as visitors type them: read as the English word, so they meet the English
  // keywords (the staff's Marathi and Hindi keywords are read the same way).
  फी: 'price',
  फीस: 'price',
  पासवर्ड: 'password',
  ओटीपी: 'otp',
  ईमेल: 'email',
  मेल: 'email',
  रजिस्टर: 'register',
  रजिस्ट्रेशन: 'register',
  अकाउंट: 'account',
  न्यूजलेटर: 'newsletter',
  सर्विस: 'services',
  सर्विसेज: 'services',
  सर्व्हिस: 'services',
  सर्व्हिसेस: 'services',
  ट्रेनिंग: 'training',
  वेरिफिकेशन: 'verification',
  व्हेरिफिकेशन: 'verification',
  जॉब: 'job',
  ऑफिस: 'office',
  लॉगआउट: 'logout',
  ब्लॉग: 'blog',
  इंटर्नशिप: 'internship',
  रिज्यूमे: 'resume',
  रेज्यूमे: 'resume',
  रेझ्युमे: 'resume',
  बायोडाटा: 'resume',
  सीवी: 'resume',
  सीव्ही: 'resume',
  फोन: 'phone',
  मोबाइल: 'phone',
  मोबाईल: 'phone',
  प्रोफाइल: 'profile',
  पेमेंट: 'payment',
  यूपीआई: 'upi',
  यूपीआय: 'upi',
  चैटबॉट: 'chatbot',
  चॅटबॉट: 'chatbot',
  सब्सक्रिप्शन: 'subscription',
  सबस्क्रिप्शन: 'subscription',
  कोटेशन: 'quote',
  डेवलपर: 'developers',
  डेव्हलपर: 'developers',
  लॉगिन: 'login',
  // Marathi and Hindi words for "forgot" (पासवर्ड विसरलो / भूल गया) and their Latin spellings.
  विसरलो: 'forgot',
  विसरले: 'forgot',
  विसरली: 'forgot',
  भूल: 'forgot',
  भूली: 'forgot',
  visarlo: 'forgot',
  visarle: 'forgot',
  visarli: 'forgot',
  bhool: 'forgot',
  bhul: 'forgot',
  bhula: 'forgot',
  नहीं: 'not',
  नही: 'not',
  // Time, as "how long does it take" asks it (किती वेळ लागतो, कितना समय लगता है), like samay and ghante above.
  वेळ: 'hours',
  समय: 'hours',
  वक्त: 'hours',
  तास: 'hours',
  घंटे: 'hours',
  // More English words as visitors write them in Devanagari ("साइन अप", "अप्लाई कसे करू", "सैलरी कितनी").
  साइन: 'sign',
  अप: 'up',
  लॉग: 'log',
  अप्लाई: 'apply',
  जॉइन: 'join',
  जॉईन: 'join',
  कंपनी: 'company',
  सैलरी: 'salary',
  सॅलरी: 'salary',
  इंटरव्यू: 'interview',
  इंटरव्ह्यू: 'interview',
  ऑनलाइन: 'online',
  ऑनलाईन: 'online',
  रिमोट: 'remote',
  फ्रेशर: 'fresher',
  फ्रेशर्स: 'fresher',
  कॉन्टैक्ट: 'contact',
  कॉन्टॅक्ट: 'contact',
  नंबर: 'number',
  प्राइवेसी: 'privacy',
  प्रायव्हसी: 'privacy',
  पॉलिसी: 'policy',
  डेटा: 'data',
  स्टाफ: 'staff',
  स्टाफिंग: 'staffing',
  प्रोजेक्ट: 'project',
  ऐप: 'app',
  वेबसाइट: 'website',
  जॉब्स: 'job',
  आईडी: 'id',
  प्रैक्टिस: 'practice',
  प्रॅक्टिस: 'practice',
  डॉक्यूमेंट: 'document',
  डॉक्युमेंट: 'document',
  ट्रांसफर: 'transfer',
  ट्रान्सफर: 'transfer',
  डिलीट: 'delete',
  पोस्ट: 'post',
  बैंक: 'bank',
  बँक: 'bank',
  // "Open" as Hindi writes it of roles and of the office (जॉब्स खुली हैं, कब खुला है).
  खुली: 'open',
  खुला: 'open',
  खुले: 'open',
  // The city as Marathi and Hindi write it ("पुणे", "पुण्यात"): the postposition rule would cut "पुणे" to "पु"
  // (a word with a postposition is looked up without it, so "पुण्यात", "पुण्याला", "पुण्याच्या" all meet here).
  पुणे: 'pune',
  पुण्य: 'pune',
  पुण्या: 'pune',
  // Devanagari forms of Latin-letter words above (bhugtan, suraksha, niyam…).
  भुगतान: 'payment',
  तनख्वाह: 'salary',
  शुल्क: 'price',
  दफ्तर: 'office',
  कार्यालय: 'office',
  सदस्यता: 'subscription',
  अनुबंध: 'contract',
  परामर्श: 'consulting',
  घोटाला: 'scam',
  धोखाधडी: 'scam',
  सुरक्षा: 'safety',
  सुरक्षित: 'safe',
  नियम: 'rules',
  वेबसाईट: 'website',
  // Devanagari forms of kamgar (workers), and the Marathi and Hindi word for a background check's "background".
  कामगार: 'workers',
  मजदूर: 'workers',
  पार्श्वभूमी: 'background',
  // Ages in words, as a visitor asks whether she may join ("माझं वय सतरा आहे"): the number the English questions write.
  चौदा: '14',
  चौदह: '14',
  पंधरा: '15',
  पंद्रह: '15',
  सोळा: '16',
  सोलह: '16',
  सतरा: '17',
  सत्रह: '17',
  अठरा: '18',
  अठारह: '18',
  एकोणीस: '19',
  उन्नीस: '19',
}

/**
 * Places, in Latin letters and in Devanagari: Pune and its areas, the cities people name beside it, the state and the
 * country. A place says where a question is about, not what ("पुणे ते मुंबई बस", "how far is mumbai from pune"), so it
 * is never a telling word of a match (./matcher).
 */
export const PLACE_NAMES = `pune poona baner hinjewadi kharadi wakad pimpri chinchwad hadapsar kothrud mumbai bombay thane navi delhi
  bengaluru bangalore hyderabad chennai kolkata nagpur nashik aurangabad kolhapur ahmedabad noida gurgaon gurugram
  indore goa india maharashtra
  पुणे बाणेर हिंजवडी खराडी वाकड पिंपरी चिंचवड हडपसर कोथरूड मुंबई ठाणे दिल्ली बंगळुरू बेंगलुरु बंगलोर हैदराबाद चेन्नई
  कोलकाता नागपूर नागपुर नाशिक औरंगाबाद कोल्हापूर अहमदाबाद नोएडा गुडगाव गुरुग्राम इंदूर इंदौर गोवा भारत महाराष्ट्र`
  .split(/\s+/)
  .filter(Boolean)

/**
 * A light English stemmer so that "hire", "hiring" and "hired", or "pay" and "payment", meet at one term. It only
 * has to be consistent: the same rule runs over the knowledge base and over visitors' messages.
 */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  let base = word
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`
  else if (/(sh|ch|x|ss)es$/.test(base)) base = base.slice(0, -2)
  else if (base.endsWith('s') && !/(ss|us|is)$/.test(base)) base = base.slice(0, -1)
  if (base.endsWith('ing') && base.length > 5) base = undouble(base.slice(0, -3))
  // "verified" and "applied" meet "verify" and "apply".
  else if (base.endsWith('ied') && base.length > 5) base = `${base.slice(0, -3)}y`
  else if (base.endsWith('ed') && base.length > 4) base = undouble(base.slice(0, -2))
  else if (base.endsWith('ment') && base.length > 6) base = base.slice(0, -4)
  // "verification" and "identification" meet "verify" and "identify".
  else if (base.endsWith('ification') && base.length > 11) base = `${base.slice(0, -9)}ify`
  // "extraction" meets "extract", "automation" meets "automate" and "automated".
  else if (/[ac]tion$/.test(base) && base.length > 7) base = base.slice(0, -3)
  else if (base.endsWith('ly') && base.length > 5) base = base.slice(0, -2)
  else if (base.endsWith('er') && !base.endsWith('eer') && base.length > 5) base = base.slice(0, -2)
  else if (base.endsWith('ee') && base.length > 5) base = base.slice(0, -2)
  if (base.endsWith('e') && base.length > 3) base = base.slice(0, -1)
  return base
}

/** The variants by their key read as the text is (Devanagari spellings meet). */
const VARIANTS = new Map(Object.entries(VARIANT_LIST).map(([word, variant]) => [normaliseDevanagari(word), variant]))

/**
 * Hindi and Marathi words in Latin letters as they are texted, with the "a" between two consonants left out ("nhi",
 * "rha", "krna", "kro", "chahiye" as "chhiye") or a long vowel written once ("aya"): each such form of a Hindi or Marathi filler word or of a variant, unless
 * it is itself a word of those lists. Read only for a word nothing else knows (./spelling).
 */
const TEXTED = new Map<string, string>()
{
  const listed = [...INDIAN_FILLERS.split(/\s+/), ...VARIANTS.keys()].filter((word) => /^[a-z]+$/.test(word))
  const known = new Set(listed)
  for (const word of listed) {
    // A long vowel written once ("aaya" as "aya", "aapka" as "apka") or not at all.
    const short = word.replace(/aa/g, 'a').replace(/ee/g, 'i').replace(/oo/g, 'u')
    const droppable = [...short.matchAll(/(?<=[b-df-hj-np-tv-z])a(?=[b-df-hj-np-tv-z])/g)].map((match) => match.index)
    if (droppable.length > 3) continue
    for (let mask = 0; mask < 1 << droppable.length; mask++) {
      const drop = new Set(droppable.filter((_, i) => mask & (1 << i)))
      const texted = [...short].filter((_, i) => !drop.has(i)).join('')
      if (known.has(texted)) continue
      // Two list words texted alike ("kaha", "kha"): neither is read.
      TEXTED.set(texted, TEXTED.has(texted) && TEXTED.get(texted) !== word ? '' : word)
    }
  }
}

/** The list word a texted form stands for ("nhi" -> "nahi"), if any. */
export const untexted = (word: string) => TEXTED.get(word) || undefined

/**
 * Postpositions and plural or oblique endings that Marathi writes on the word and Hindi often does ("नोकरीसाठी",
 * "पुण्यात", "महिलांसाठी", "नौकरियां", "सेवाओं"), longest first. Like the English stemmer it only has to be
 * consistent: the same rule runs over the Marathi and Hindi keywords and over visitors' messages.
 */
const DEVANAGARI_SUFFIXES = [
  'ांच्या',
  'ांसाठी',
  'ांमध्ये',
  'मध्ये',
  'साठी',
  'पासून',
  'पर्यंत',
  'बद्दल',
  'सोबत',
  'कडून',
  'कडे',
  'च्या',
  'ांना',
  'ांचा',
  'ांची',
  'ांचे',
  'ियां',
  'ियों',
  'ाओं',
  'ाएं',
  'ाला',
  'ाचा',
  'ाची',
  'ाचे',
  'ात',
  'ने',
  'ला',
  'चा',
  'ची',
  'चे',
  'वर',
  'ों',
  'ें',
  '्या',
  'ायचे',
  'ायचा',
  'ायची',
  'ायला',
  'णे',
  'णार',
  'ून',
]
  .map(normaliseDevanagari)
  .sort((a, b) => b.length - a.length)
const VOWEL_SIGN = /[\u093E-\u094C\u0902]$/

/** A Devanagari word without its postposition or ending ("ऑफिसचा" -> "ऑफिस"). */
export function withoutPostposition(word: string): string {
  const suffix = DEVANAGARI_SUFFIXES.find((ending) => word.endsWith(ending) && word.length - ending.length >= 2)
  return suffix ? word.slice(0, -suffix.length) : word
}

/**
 * Hindi and Marathi verb endings (जुड़ना, जुड़ते, जुड़ेंगे, बनवानी, मिळतात): the infinitive, the participles, the
 * present and the future, so the staff's "जुड़ना" meets a visitor's "जुड़ूँ". Only cut when two consonants stay, so a
 * short word keeps its ending (पता "address", खाता "account"); the longer of this and a postposition is cut. Not -ती:
 * it also ends many nouns (भरती "recruitment", माहिती, पद्धती), and "भरती" cut to "भर" met "भरायचे" (to pay, to fill),
 * so filling in a form or paying a bill met the recruitment entries.
 */
const VERB_ENDINGS = ['ना', 'नी', 'ता', 'ते', 'तो', 'तात', 'ेंगे', 'ेगा', 'ेगी', 'ूंगा', 'ूंगी', 'ोगे', 'ोगी']
  .map(normaliseDevanagari)
  .sort((a, b) => b.length - a.length)
const consonantsIn = (word: string) => word.match(/[\u0915-\u0939]/g)?.length ?? 0

/** A light stemmer for Marathi and Hindi words in Devanagari: one postposition or ending, then a final vowel sign. */
function stemDevanagari(word: string): string {
  let base = withoutPostposition(word)
  const ending = VERB_ENDINGS.find((end) => word.endsWith(end) && consonantsIn(word.slice(0, -end.length)) >= 2)
  if (ending && word.length - ending.length < base.length) base = word.slice(0, -ending.length)
  while (base.length > 2 && VOWEL_SIGN.test(base)) base = base.slice(0, -1)
  return base.replace(/\u094D$/, '')
}

/** "shipp" -> "ship", "stopp" -> "stop"; "call", "pass" and "staff" keep their double letter. */
const undouble = (word: string) => (/([^flsz])\1$/.test(word) ? word.slice(0, -1) : word)

/**
 * "How long" in Marathi and Hindi, in Devanagari and Latin letters ("किती वेळ लागतो", "कितना समय लगता है", "kitna
 * time"): read as the English "long" of "how long does it take", not as the time of day ("ऑफिसची वेळ" stays hours).
 */
const HOW_LONG = new RegExp(
  normaliseDevanagari(
    String.raw`(?<![\p{L}\p{M}])(?:किती|कितना|कितने|कितनी|kiti|kitna|kitne|kitni)\s+(?:वेळ|समय|वक्त|दिवस|दिन|vel|samay|waqt|vakt|time|din|diwas|divas)(?![\p{L}\p{M}])`,
  ),
  'giu',
)

/** Splits text into words: letters and digits, keeping inner hyphens and apostrophes out. */
export function tokenize(text: string): string[] {
  // Marks are part of a word: Devanagari writes its vowels after the consonant ("नोकरी").
  return normaliseDevanagari(text)
    .replace(HOW_LONG, ' long ')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
}

/** Staff's word groups: each a list of words that mean the same; the first is the one the answers use. */
export type WordGroups = readonly (readonly string[])[]

/** Parses "city, location, based" (one group per line or per row) into word lists. */
export const parseWordGroup = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((word) => tokenize(word).join(' '))
    .filter(Boolean)

export type Analyzer = {
  /** One word -> the index terms it stands for (none for a stop word). */
  processWord(word: string): string[]
  /** All terms of a text, in order, without duplicates removed. */
  termsOf(text: string): string[]
  /** Whether the built-in word lists or the word groups know the word (a filler word, a variant, a group's word). */
  knows: (word: string) => boolean
}

/** The mark of an English term that stands for a Devanagari word in the Marathi and Hindi fields (see processWord). */
export const ALIAS = '~'

/**
 * Builds the word rules for a set of staff word groups. A word maps to its group's first word (a phrase of several
 * words maps to all of them), then to the built-in variant, then it is stemmed. A plural of a group word counts
 * too, so "clients" finds a group that lists "client".
 */
export function createAnalyzer(groups: WordGroups = []): Analyzer {
  const canonical = new Map<string, string>()
  for (const group of groups) {
    const [head, ...rest] = group
    if (!head) continue
    for (const word of rest) {
      if (word.includes(' ')) continue // only single words can be recognised in a message
      if (!canonical.has(word)) canonical.set(word, head)
    }
  }
  // Own keys only: "constructor" is on every object's prototype (it made the matcher throw).
  const variant = (word: string) => VARIANTS.get(word)
  const lookup = (word: string): string[] => {
    const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word
    // An English word written in Devanagari may carry a postposition ("ऑफिसचा", "पासवर्डसाठी").
    const bare = DEVANAGARI.test(word) ? withoutPostposition(word) : word
    const mapped = canonical.get(word) ?? canonical.get(singular) ?? variant(word) ?? variant(bare)
    return mapped ? mapped.split(' ') : [word]
  }
  const processWord = (word: string): string[] => {
    const lower = word.toLowerCase()
    // Stop words, and single digits ("5 developers for 6 months"): quantities do not say what a question is about.
    if (STOP_WORDS.has(lower) || /^\p{Nd}$/u.test(lower)) return []
    const terms = new Set<string>()
    const stems: string[] = []
    const looked = lookup(lower)
    for (const mapped of looked) {
      if (STOP_WORDS.has(mapped)) continue
      const stemmed = DEVANAGARI.test(mapped) ? stemDevanagari(mapped) : stem(mapped)
      terms.add(stemmed)
      stems.push(stemmed)
      // The unstemmed word is indexed too, so a typo of the full word ("paymnt") is within reach of fuzzy search.
      if (stemmed !== mapped && mapped.length >= 5) terms.add(mapped)
    }
    // A Devanagari word read as English ("पासवर्ड" -> "password") is also the same term marked, which only the Marathi
    // and Hindi keywords' field has (./matcher): so the staff's "पेमेंट" still counts as a Marathi or Hindi keyword, and
    // an English question (which never has a marked term) is scored as before.
    if (DEVANAGARI.test(lower) && looked[0] !== lower) for (const term of stems) if (!DEVANAGARI.test(term)) terms.add(ALIAS + term)
    return [...terms]
  }
  const groupWords = new Set(groups.flatMap((group) => group))
  return {
    processWord,
    termsOf: (text) => tokenize(text).flatMap(processWord),
    knows: (word) => STOP_WORDS.has(word) || VARIANTS.has(word) || groupWords.has(word),
  }
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu
/** A phone number: 7 or more digits, possibly with +, spaces, dashes, dots or brackets between them. */
const PHONE = /(?:\+\s?)?\(?(?:\d[\s().-]{0,2}){6,}\d/g

/**
 * Removes personal data from a visitor's message before it is stored: e-mail addresses become "[email]" and phone
 * numbers (and any other long run of digits, such as an Aadhaar or account number) become "[number]".
 */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[number]').replace(/\s+/g, ' ').trim()
}

/** The form under which unanswered questions are grouped: masked, lower-case, punctuation dropped, single spaces. */
export function normaliseQuestion(text: string): string {
  return tokenize(maskPersonalData(text)).join(' ')
}
