// The starter knowledge base in Marathi and Hindi (issue 34 §3): per entry key, the answer as a Pune visitor reads it
// on the /mr and /hi pages, the words visitors type for it (Devanagari and Latin letters, with the English words people
// mix in), and the link's text. Facts are the English answers' (./assistant.ts), not new ones; brand and product names
// (Pune Talent Works, UPI, NEFT, Join as Talent…) stay as the site's menu shows them.
/** [answer, keywords, link text] */
type Text = readonly [answer: string, keywords: string, ctaText?: string]

export const assistantLanguages: Record<string, { marathi: Text; hindi: Text }> = {
  'website-guide': {
    marathi: [
      'वरचा मेनू तुम्हाला सगळीकडे नेतो: Services (आमचे चार विभाग आणि सर्व सेवा), About, Careers, Case Studies, Industries, Blog आणि Contact. कंपन्या सहसा Services किंवा Request Proposal पासून सुरुवात करतात; नोकरी शोधणारे Join as Talent पासून. खालच्या भागात FAQs, प्रायव्हसी पॉलिसी आणि अटींच्या लिंक आहेत.',
      'वेबसाइट, साइट, मेनू, पाने, पेज, माहिती, सुरुवात, कुठून सुरू करू, मार्गदर्शक, website, site, menu, guide, pan, kuthe kay ahe',
      'सेवा पाहा',
    ],
    hindi: [
      'ऊपर का मेनू आपको हर जगह ले जाता है: Services (हमारे चार विभाग और सभी सेवाएं), About, Careers, Case Studies, Industries, Blog और Contact. कंपनियां आमतौर पर Services या Request Proposal से शुरू करती हैं; नौकरी ढूंढने वाले Join as Talent से. नीचे FAQs, प्राइवेसी पॉलिसी और शर्तों के लिंक हैं.',
      'वेबसाइट, साइट, मेनू, पेज, जानकारी, शुरुआत, कहां से शुरू करूं, गाइड, website, site, menu, guide, kahan kya hai',
      'सेवाएं देखें',
    ],
  },
  'home-page': {
    marathi: [
      'मुख्य पानावर आमचे चार विभाग, कंपन्यांसाठी आणि उमेदवारांसाठी आम्ही कसे काम करतो, आमचे आकडे, केस स्टडी, उद्योग आणि नवे ब्लॉग लेख आहेत. तिथे जाण्यासाठी कंपनीच्या नावावर किंवा मेनूतील Home वर क्लिक करा.',
      'होम, मुख्य पान, होमपेज, पहिले पान, home, homepage, mukhya pan',
      'मुख्य पानावर जा',
    ],
    hindi: [
      'होम पेज पर हमारे चार विभाग, कंपनियों और उम्मीदवारों के लिए हम कैसे काम करते हैं, हमारे आंकड़े, केस स्टडी, इंडस्ट्री और नए ब्लॉग लेख हैं. वहां जाने के लिए कंपनी के नाम या मेनू में Home पर क्लिक करें.',
      'होम, मुख्य पेज, होमपेज, पहला पेज, home, homepage, mukhya page',
      'होम पेज पर जाएं',
    ],
  },
  'services-list': {
    marathi: [
      'आम्ही चार विभागांत काम करतो: Staffing & Recruitment, Consulting, Software Development आणि AI Solutions — त्यात मिळून 14 सेवा आहेत. Services पानावर त्या सर्व आहेत आणि विभागानुसार फिल्टर करता येतात.',
      'सेवा, सर्व्हिस, सर्व्हिसेस, सेवांची यादी, विभाग, काय काम करता, तुम्ही काय करता, services, seva, service list, kay karta',
      'सर्व सेवा पाहा',
    ],
    hindi: [
      'हम चार विभागों में काम करते हैं: Staffing & Recruitment, Consulting, Software Development और AI Solutions — इनमें कुल 14 सेवाएं हैं. Services पेज पर सब हैं और विभाग के हिसाब से फिल्टर कर सकते हैं.',
      'सेवा, सेवाएं, सर्विस, सर्विसेज, सेवाओं की लिस्ट, विभाग, क्या काम करते हैं, आप क्या करते हैं, services, seva, sevayen, kya karte ho',
      'सभी सेवाएं देखें',
    ],
  },
  'about-page': {
    marathi: [
      'Pune Talent Works ही पुण्यातील स्टाफिंग, भरती, कन्सल्टिंग, सॉफ्टवेअर आणि AI एजन्सी आहे. आम्ही स्टार्टअप आणि छोट्या कंपन्यांना पडताळलेले उमेदवार देतो, आणि विद्यार्थी, पुन्हा कामावर येणाऱ्या महिला आणि तरुण व्यावसायिकांना पुढच्या नोकरीसाठी प्रशिक्षण देतो. आमची मूल्ये: Integrity, Innovation, Diversity आणि Growth.',
      'तुमच्याबद्दल, कंपनीबद्दल, माहिती, आम्ही कोण, ओळख, मूल्ये, about, company, kon ahat, tumchyabaddal, mahiti',
      'आमच्याबद्दल',
    ],
    hindi: [
      'Pune Talent Works पुणे की स्टाफिंग, भर्ती, कंसल्टिंग, सॉफ्टवेयर और AI एजेंसी है. हम स्टार्टअप और छोटी कंपनियों को जांचे-परखे उम्मीदवार देते हैं, और छात्रों, काम पर लौट रही महिलाओं और युवा प्रोफेशनल्स को अगली नौकरी के लिए ट्रेनिंग देते हैं. हमारे मूल्य: Integrity, Innovation, Diversity और Growth.',
      'आपके बारे में, कंपनी के बारे में, जानकारी, आप कौन हैं, परिचय, मूल्य, about, company, kaun ho, aapke bare me, jankari',
      'हमारे बारे में',
    ],
  },
  blog: {
    marathi: [
      'आमच्या ब्लॉग Insights & Ideas मध्ये भरती, करिअर, तंत्रज्ञान आणि AI वर लेख आहेत. त्यात शोधता येते आणि विषयानुसार फिल्टर करता येते.',
      'ब्लॉग, लेख, आर्टिकल, वाचायला, blog, article, lekh',
      'ब्लॉग वाचा',
    ],
    hindi: [
      'हमारे ब्लॉग Insights & Ideas में भर्ती, करियर, टेक्नोलॉजी और AI पर लेख हैं. इसमें सर्च कर सकते हैं और कैटेगरी से फिल्टर कर सकते हैं.',
      'ब्लॉग, लेख, आर्टिकल, पढ़ना, blog, article, lekh',
      'ब्लॉग पढ़ें',
    ],
  },
  'case-studies': {
    marathi: [
      'तीन केस स्टडी आमचे निकाल दाखवतात: विद्यार्थ्यांची करिअर प्रगती (100+ उमेदवार प्रशिक्षित), विद्यार्थी आणि महिलांसाठी सुरक्षित संधी (आमच्या पुन्हा कामावर आलेल्यांपैकी 70% महिला) आणि कंपन्यांसाठी स्टाफिंग (95% क्लायंट टिकून, 10+ स्टार्टअपची वाढ). प्रत्येकात आव्हान, आमची पद्धत आणि आकडे आहेत.',
      'केस स्टडी, उदाहरणे, निकाल, यश, अनुभव, case study, case studies, result, udaharan',
      'केस स्टडी वाचा',
    ],
    hindi: [
      'तीन केस स्टडी हमारे नतीजे दिखाती हैं: छात्रों की करियर ग्रोथ (100+ उम्मीदवार ट्रेन किए), छात्रों और महिलाओं के लिए सुरक्षित मौके (हमारे काम पर लौटे लोगों में 70% महिलाएं) और कंपनियों के लिए स्टाफिंग (95% क्लाइंट बने रहे, 10+ स्टार्टअप बढ़े). हर एक में चुनौती, हमारा तरीका और आंकड़े हैं.',
      'केस स्टडी, उदाहरण, नतीजे, रिजल्ट, सफलता, case study, case studies, result, udaharan',
      'केस स्टडी पढ़ें',
    ],
  },
  industries: {
    marathi: [
      'पाच उद्योगांसाठी आमच्या playbook आहेत: IT & SaaS, Education, Retail & E-commerce, Finance आणि Non-profit. आमचे बहुतेक क्लायंट पुणे आणि भारतभरातील स्टार्टअप आणि लहान-मध्यम कंपन्या आहेत.',
      'उद्योग, इंडस्ट्री, क्षेत्र, कोणत्या क्षेत्रात, रिटेल, शिक्षण, फायनान्स, industry, industries, sector, udyog, kshetra',
      'उद्योगांच्या playbook पाहा',
    ],
    hindi: [
      'पांच इंडस्ट्री के लिए हमारी playbook हैं: IT & SaaS, Education, Retail & E-commerce, Finance और Non-profit. हमारे ज्यादातर क्लाइंट पुणे और पूरे भारत के स्टार्टअप और छोटी-मझोली कंपनियां हैं.',
      'इंडस्ट्री, उद्योग, क्षेत्र, सेक्टर, किस क्षेत्र में, रिटेल, शिक्षा, फाइनेंस, industry, industries, sector, udyog, kshetra',
      'इंडस्ट्री playbook देखें',
    ],
  },
  'industry-it-saas': {
    marathi: [
      'IT आणि SaaS कंपन्यांना आम्ही इंजिनिअर, QA टीम आणि सपोर्ट टीम देतो, तुमच्या रोडमॅपनुसार वाढवता किंवा कमी करता येतील अशा. IT & SaaS playbook मध्ये सविस्तर आहे.',
      'आयटी, सास, सॉफ्टवेअर कंपनी, इंजिनिअर, क्यूए, टेस्टिंग, it, saas, qa, software company',
      'IT & SaaS playbook',
    ],
    hindi: [
      'IT और SaaS कंपनियों को हम इंजीनियर, QA टीम और सपोर्ट टीम देते हैं, जिन्हें आपके रोडमैप के हिसाब से बढ़ा या घटा सकते हैं. IT & SaaS playbook में पूरी जानकारी है.',
      'आईटी, सास, सॉफ्टवेयर कंपनी, इंजीनियर, क्यूए, टेस्टिंग, it, saas, qa, software company',
      'IT & SaaS playbook',
    ],
  },
  faqs: {
    marathi: [
      'FAQ पानावर क्लायंट आणि गिग कामगारांसाठी उत्तरे आहेत: पडताळणी, इंटर्नशिप, पेमेंट, ऑनबोर्डिंग आणि सपोर्ट.',
      'एफएक्यू, नेहमीचे प्रश्न, सामान्य प्रश्न, प्रश्नोत्तरे, faq, faqs, common questions, prashna',
      'FAQs उघडा',
    ],
    hindi: [
      'FAQ पेज पर क्लाइंट और गिग वर्कर्स के लिए जवाब हैं: वेरिफिकेशन, इंटर्नशिप, पेमेंट, ऑनबोर्डिंग और सपोर्ट.',
      'एफएक्यू, आम सवाल, अक्सर पूछे जाने वाले सवाल, सवाल जवाब, faq, faqs, common questions, sawal',
      'FAQs खोलें',
    ],
  },
  'contact-page': {
    marathi: [
      'तुम्ही hello@punetalentworks.in वर लिहू शकता, +91 20 4860 1234 वर फोन करू शकता, किंवा Contact पानावरून संदेश पाठवू शकता. आम्ही 24 तासांत उत्तर देतो.',
      'संपर्क, संपर्क साधा, कॉन्टॅक्ट, संदेश, मेसेज, contact, sampark, message',
      'संपर्क करा',
    ],
    hindi: [
      'आप hello@punetalentworks.in पर लिख सकते हैं, +91 20 4860 1234 पर कॉल कर सकते हैं, या Contact पेज से मैसेज भेज सकते हैं. हम 24 घंटे में जवाब देते हैं.',
      'संपर्क, संपर्क करें, कॉन्टैक्ट, मैसेज, संदेश, contact, sampark, message',
      'संपर्क करें',
    ],
  },
  'account-signup': {
    marathi: [
      'वरच्या Register Now वर क्लिक करा, तुमचा ई-मेल, नाव, वय आणि पासवर्ड भरा, मग आम्ही ई-मेलने पाठवलेला एक-वेळचा कोड टाका. आधीच खाते असेल तर Login वापरा.',
      'नोंदणी, रजिस्टर, रजिस्ट्रेशन, खाते, अकाउंट, साइन अप, खाते उघडणे, register, registration, account, signup, sign up, nondani, khata',
      'आता नोंदणी करा',
    ],
    hindi: [
      'ऊपर Register Now पर क्लिक करें, अपना ई-मेल, नाम, उम्र और पासवर्ड भरें, फिर हमारे ई-मेल से भेजा गया वन-टाइम कोड डालें. पहले से अकाउंट है तो Login करें.',
      'रजिस्टर, रजिस्ट्रेशन, पंजीकरण, खाता, अकाउंट, साइन अप, खाता बनाना, register, registration, account, signup, sign up, khata',
      'अभी रजिस्टर करें',
    ],
  },
  'password-reset': {
    marathi: [
      'Forgot password वापरा: तुमचा ई-मेल टाका, आम्ही पाठवलेला 6 अंकी कोड टाका, मग नवा पासवर्ड निवडा. त्यानंतर तुम्ही लॉगिन पानावर जाल.',
      'पासवर्ड विसरलो, पासवर्ड विसरले, पासवर्ड बदला, रीसेट, लॉगिन होत नाही, password, reset, forgot, visarlo, visarle, login hot nahi',
      'पासवर्ड रीसेट करा',
    ],
    hindi: [
      'Forgot password का इस्तेमाल करें: अपना ई-मेल डालें, हमारा भेजा 6 अंकों का कोड डालें, फिर नया पासवर्ड चुनें. उसके बाद आप लॉगिन पेज पर पहुंच जाएंगे.',
      'पासवर्ड भूल गया, पासवर्ड भूल गई, पासवर्ड बदलना, रीसेट, लॉगिन नहीं हो रहा, password, reset, forgot, bhool, bhul, gaya, login nahi ho raha',
      'पासवर्ड रीसेट करें',
    ],
  },
  'otp-not-received': {
    marathi: [
      'आधी तुमचा spam किंवा promotions फोल्डर तपासा; कोड hello@punetalentworks.in वरून येतो. तिथे नसेल तर एक मिनिट थांबा आणि कोडच्या स्क्रीनवर Resend दाबा (मिनिटाला एक नवा कोड, तासाला 5 पर्यंत); प्रत्येक कोड 10 मिनिटे चालतो. तरीही आला नाही? आम्हाला संपर्क करा, आम्ही मदत करू.',
      'ओटीपी, कोड, एक-वेळचा कोड, आला नाही, मिळाला नाही, ईमेल आला नाही, otp, code, aala nahi, ala nahi, milala nahi, resend',
      'संपर्क करा',
    ],
    hindi: [
      'पहले अपना spam या promotions फोल्डर देखें; कोड hello@punetalentworks.in से आता है. वहां न हो तो एक मिनट रुकें और कोड वाली स्क्रीन पर Resend दबाएं (हर मिनट एक नया कोड, घंटे में 5 तक); हर कोड 10 मिनट चलता है. फिर भी नहीं आया? हमसे संपर्क करें, हम मदद करेंगे.',
      'ओटीपी, कोड, वन टाइम कोड, नहीं आया, नहीं मिला, ईमेल नहीं आया, otp, code, nahi aaya, nahi mila, resend',
      'संपर्क करें',
    ],
  },
  newsletter: {
    marathi: [
      'हो. कोणत्याही पानाच्या खाली असलेल्या न्यूजलेटर बॉक्समध्ये तुमचा ई-मेल टाका, आम्ही तुम्हाला आमच्या अपडेट्स पाठवू.',
      'न्यूजलेटर, अपडेट्स, सबस्क्राइब, बातम्या, newsletter, updates, subscribe',
    ],
    hindi: [
      'हां. किसी भी पेज के नीचे न्यूज़लेटर बॉक्स में अपना ई-मेल डालें, हम आपको अपडेट्स भेजेंगे.',
      'न्यूज़लेटर, न्यूजलेटर, अपडेट्स, सब्सक्राइब, खबरें, newsletter, updates, subscribe',
    ],
  },
  'password-rules': {
    marathi: [
      'पासवर्डमध्ये किमान 8 अक्षरे हवीत (जास्तीत जास्त 128), आणि साइन-अप फॉर्मवर तो दोनदा सारखाच टाइप करायचा. रीसेट कोड 6 अंकी असतो.',
      'पासवर्ड नियम, किती अक्षरे, पासवर्डची लांबी, मजबूत पासवर्ड, password rules, length, characters, akshare',
      'आता नोंदणी करा',
    ],
    hindi: [
      'पासवर्ड में कम से कम 8 अक्षर चाहिए (ज्यादा से ज्यादा 128), और साइन-अप फॉर्म पर उसे दो बार एक जैसा टाइप करना है. रीसेट कोड 6 अंकों का होता है.',
      'पासवर्ड नियम, कितने अक्षर, पासवर्ड की लंबाई, मजबूत पासवर्ड, password rules, length, characters, akshar',
      'अभी रजिस्टर करें',
    ],
  },
  logout: {
    marathi: [
      'तुम्ही लॉगिन असताना वरच्या मेनूत Register Now ऐवजी Logout दिसते: बाहेर पडण्यासाठी त्यावर क्लिक करा.',
      'लॉगआउट, लॉग आउट, साइन आउट, बाहेर पडणे, logout, log out, sign out',
    ],
    hindi: [
      'जब आप लॉगिन होते हैं, ऊपर के मेनू में Register Now की जगह Logout दिखता है: बाहर निकलने के लिए उस पर क्लिक करें.',
      'लॉगआउट, लॉग आउट, साइन आउट, बाहर निकलना, logout, log out, sign out',
    ],
  },
  'service-staffing': {
    marathi: [
      'आमच्या Staffing & Recruitment विभागात कंत्राटी स्टाफिंग, कायमस्वरूपी भरती, महिलांसाठी return-to-work कार्यक्रम, आणि कॅम्पस व इंटर्नशिप भरती येतात. आम्ही पडताळलेल्या उमेदवारांची शॉर्टलिस्ट देतो; मुलाखत घेऊन निवड तुम्ही करता.',
      'स्टाफिंग, भरती, रिक्रूटमेंट, कर्मचारी, माणसे हवीत, staffing, recruitment, bharti, karmachari',
      'Staffing & Recruitment',
    ],
    hindi: [
      'हमारे Staffing & Recruitment विभाग में कॉन्ट्रैक्ट स्टाफिंग, परमानेंट भर्ती, महिलाओं के लिए return-to-work प्रोग्राम, और कैंपस व इंटर्नशिप भर्ती आती हैं. हम जांचे-परखे उम्मीदवारों की शॉर्टलिस्ट देते हैं; इंटरव्यू लेकर चुनाव आप करते हैं.',
      'स्टाफिंग, भर्ती, रिक्रूटमेंट, कर्मचारी, स्टाफ चाहिए, staffing, recruitment, bharti, karmachari',
      'Staffing & Recruitment',
    ],
  },
  'service-contract-staffing': {
    marathi: [
      'कंत्राटी स्टाफिंगमधून प्रोजेक्ट किंवा सीझनसाठी कुशल माणसे मिळतात, तुमचा पगारपट न वाढवता. करार आणि पगार आम्ही सांभाळतो; contract-to-hire मध्ये योग्य वाटणाऱ्यांना तुम्ही कायम ठेवू शकता.',
      'कंत्राटी, कंत्राट, कॉन्ट्रॅक्ट, तात्पुरते कर्मचारी, सीझनल, contract, contract staffing, temporary, kantrati, seasonal',
      'Contract Staffing',
    ],
    hindi: [
      'कॉन्ट्रैक्ट स्टाफिंग से प्रोजेक्ट या सीज़न के लिए कुशल लोग मिलते हैं, आपका पेरोल बढ़ाए बिना. कॉन्ट्रैक्ट और पेरोल हम संभालते हैं; contract-to-hire में जो सही लगें उन्हें आप स्थायी रख सकते हैं.',
      'कॉन्ट्रैक्ट, ठेके पर, अस्थायी कर्मचारी, टेम्पररी, सीज़नल, contract, contract staffing, temporary, theke, seasonal',
      'Contract Staffing',
    ],
  },
  'service-permanent-recruitment': {
    marathi: [
      'कायमस्वरूपी पदांसाठी आम्ही तुमच्या role scorecard नुसार उमेदवार शोधतो, तपासतो आणि शॉर्टलिस्ट करतो; उमेदवार रुजू झाल्यावर तुम्ही एकदाच फी भरता.',
      'कायमस्वरूपी, परमनंट, कायम नोकरी, फुल टाइम भरती, permanent, permanent recruitment, kayam, full time hiring',
      'Permanent Recruitment',
    ],
    hindi: [
      'स्थायी पदों के लिए हम आपके role scorecard के हिसाब से उम्मीदवार ढूंढते, जांचते और शॉर्टलिस्ट करते हैं; उम्मीदवार के जॉइन करने पर आप एक बार फीस देते हैं.',
      'परमानेंट, स्थायी, पक्की नौकरी, फुल टाइम भर्ती, permanent, permanent recruitment, sthayi, full time hiring',
      'Permanent Recruitment',
    ],
  },
  'return-to-work': {
    marathi: [
      'हो. महिलांसाठीच्या आमच्या return-to-work कार्यक्रमात रिफ्रेशर प्रशिक्षण, लवचिक किंवा अर्धवेळ सुरुवात, आणि ब्रेकमागचा अनुभव महत्त्वाचा मानणारे employer मिळतात.',
      'करिअर ब्रेक, ब्रेकनंतर, पुन्हा काम, परत कामावर, महिला, गृहिणी, लग्नानंतर, बाळंतपणानंतर, career break, return to work, mahila, punha kam, gap',
      'Return-to-Work Program',
    ],
    hindi: [
      'हां. महिलाओं के लिए हमारे return-to-work प्रोग्राम में रिफ्रेशर ट्रेनिंग, फ्लेक्सिबल या पार्ट-टाइम शुरुआत, और ब्रेक के पीछे के अनुभव की कद्र करने वाले employer मिलते हैं.',
      'करियर ब्रेक, ब्रेक के बाद, फिर से काम, काम पर लौटना, महिला, महिलाएं, गृहिणी, शादी के बाद, बच्चे के बाद, career break, return to work, mahila, gap',
      'Return-to-Work Program',
    ],
  },
  'service-campus-hiring': {
    marathi: [
      'आम्ही कॅम्पस ड्राइव्ह घेतो आणि इंटर्नना कंपन्यांमध्ये पाठवतो. मायक्रो-इंटर्नशिप 4–12 आठवड्यांच्या असतात, ठरलेला प्रोजेक्ट आणि तुमच्या बाजूचा supervisor असतो.',
      'कॅम्पस, कॅम्पस ड्राइव्ह, कॉलेज भरती, फ्रेशर्स, campus, campus drive, college hiring, freshers',
      'Campus & Internship Hiring',
    ],
    hindi: [
      'हम कैंपस ड्राइव करते हैं और इंटर्न को कंपनियों में भेजते हैं. माइक्रो-इंटर्नशिप 4–12 हफ्ते की होती है, तय प्रोजेक्ट और आपकी तरफ से एक supervisor के साथ.',
      'कैंपस, कैंपस ड्राइव, कॉलेज भर्ती, फ्रेशर्स, campus, campus drive, college hiring, freshers',
      'Campus & Internship Hiring',
    ],
  },
  'service-consulting': {
    marathi: [
      'आमच्या Consulting विभागात टेक स्ट्रॅटेजी (tech health check आणि fractional CTO सह), HR आणि workforce consulting, आणि स्टार्टअप सल्ला येतो: discovery call, तपासणी, शिफारसी आणि त्या अमलात आणायला मदत.',
      'सल्ला, कन्सल्टिंग, सल्लागार, मार्गदर्शन, सीटीओ, एचआर सल्ला, consulting, advice, salla, cto, hr',
      'Consulting',
    ],
    hindi: [
      'हमारे Consulting विभाग में टेक स्ट्रैटेजी (tech health check और fractional CTO के साथ), HR और workforce consulting, और स्टार्टअप सलाह आती है: discovery call, जांच, सुझाव और उन्हें लागू करने में मदद.',
      'सलाह, कंसल्टिंग, सलाहकार, मार्गदर्शन, सीटीओ, एचआर सलाह, consulting, advice, salah, cto, hr',
      'Consulting',
    ],
  },
  'service-software': {
    marathi: [
      'आमचा Software Development विभाग MVP, वेब आणि मोबाईल ॲप बनवतो, आणि dedicated development टीम देतो. आम्ही स्कोप ठरवतो, डिझाइन करतो, बनवतो आणि टेस्ट करतो, मग लाँच करून जे बनवले त्याला सपोर्ट देतो.',
      'सॉफ्टवेअर, ॲप, अ‍ॅप, ऍप, वेबसाइट बनवणे, मोबाईल ॲप, वेब ॲप, डेव्हलपमेंट, software, app, website banvane, development, mobile app',
      'Software Development',
    ],
    hindi: [
      'हमारा Software Development विभाग MVP, वेब और मोबाइल ऐप बनाता है, और dedicated development टीम देता है. हम स्कोप तय करते हैं, डिज़ाइन करते हैं, बनाते हैं और टेस्ट करते हैं, फिर लॉन्च करके बनाई चीज़ को सपोर्ट देते हैं.',
      'सॉफ्टवेयर, ऐप, एप, वेबसाइट बनाना, मोबाइल ऐप, वेब ऐप, डेवलपमेंट, software, app, website banana, development, mobile app',
      'Software Development',
    ],
  },
  'service-mvp': {
    marathi: [
      'आमची MVP सेवा तुमच्या कल्पनेची पहिली चालणारी आवृत्ती काही आठवड्यांत बनवते, म्हणजे खऱ्या वापरकर्त्यांसोबत ती तपासता येते. एका edtech स्टार्टअपने नऊ आठवड्यांत tutor-matching MVP लाँच केले.',
      'एमव्हीपी, कल्पना, आयडिया, पहिली आवृत्ती, प्रोटोटाइप, mvp, idea, prototype, startup idea',
      'MVP Development',
    ],
    hindi: [
      'हमारी MVP सेवा आपके आइडिया का पहला चलने वाला वर्शन कुछ हफ्तों में बनाती है, ताकि असली यूज़र्स के साथ उसे परख सकें. एक edtech स्टार्टअप ने नौ हफ्तों में tutor-matching MVP लॉन्च किया.',
      'एमवीपी, आइडिया, पहला वर्शन, प्रोटोटाइप, mvp, idea, prototype, startup idea',
      'MVP Development',
    ],
  },
  'service-dedicated-team': {
    marathi: [
      'Dedicated development टीम फक्त तुमच्या प्रॉडक्टवर काम करते, तुमच्या रोडमॅपनुसार वाढते किंवा कमी होते, आणि तुम्हाला रिपोर्ट करते. भरती, पगार आणि बदली उमेदवार आम्ही पाहतो.',
      'डेडिकेटेड टीम, स्वतंत्र टीम, डेव्हलपर टीम, dedicated team, developer team, pod',
      'Dedicated Development Teams',
    ],
    hindi: [
      'Dedicated development टीम सिर्फ आपके प्रोडक्ट पर काम करती है, आपके रोडमैप के हिसाब से बढ़ती या घटती है, और आपको रिपोर्ट करती है. भर्ती, पेरोल और बदले में उम्मीदवार हम संभालते हैं.',
      'डेडिकेटेड टीम, अलग टीम, डेवलपर टीम, dedicated team, developer team, pod',
      'Dedicated Development Teams',
    ],
  },
  'service-ai': {
    marathi: [
      'आमच्या AI Solutions विभागात AI चॅटबॉट आणि असिस्टंट, डेटा व analytics, AI ने process automation, आणि AI document processing येतात. आम्ही pilot ने सुरुवात करतो, तो मोजतो, मग सगळीकडे लागू करतो.',
      'एआय, कृत्रिम बुद्धिमत्ता, ऑटोमेशन, डेटा, ॲनालिटिक्स, ai, artificial intelligence, automation, data, analytics',
      'AI Solutions',
    ],
    hindi: [
      'हमारे AI Solutions विभाग में AI चैटबॉट और असिस्टेंट, डेटा और analytics, AI से process automation, और AI document processing आते हैं. हम pilot से शुरू करते हैं, उसे मापते हैं, फिर पूरे काम में लागू करते हैं.',
      'एआई, आर्टिफिशियल इंटेलिजेंस, ऑटोमेशन, डेटा, एनालिटिक्स, ai, artificial intelligence, automation, data, analytics',
      'AI Solutions',
    ],
  },
  'service-chatbot': {
    marathi: [
      'आम्ही AI चॅटबॉट आणि असिस्टंट बनवतो जे तुमच्या स्वतःच्या माहितीवरून ग्राहकांना उत्तरे देतात आणि गरज पडल्यास माणसाकडे सोपवतात. एक D2C skincare ब्रँड त्याच्या सपोर्टसाठी असा वापरतो.',
      'चॅटबॉट, बॉट, असिस्टंट, व्हॉट्सॲप बॉट, chatbot, bot, assistant, chat bot',
      'AI Chatbots & Assistants',
    ],
    hindi: [
      'हम AI चैटबॉट और असिस्टेंट बनाते हैं जो आपकी अपनी जानकारी से ग्राहकों को जवाब देते हैं और ज़रूरत पड़ने पर इंसान को सौंप देते हैं. एक D2C skincare ब्रांड अपने सपोर्ट के लिए ऐसा ही इस्तेमाल करता है.',
      'चैटबॉट, बॉट, असिस्टेंट, व्हाट्सएप बॉट, chatbot, bot, assistant, chat bot',
      'AI Chatbots & Assistants',
    ],
  },
  'request-proposal': {
    marathi: [
      'Team-Up Request पाठवा: कोणती पदे, किती माणसे, किती काळासाठी आणि कधीपासून (उदा. "6 महिन्यांसाठी 3 React developers"). आम्ही 24 तासांत प्रश्न किंवा कॉलचे आमंत्रण पाठवतो, मग स्कोप, वेळापत्रक आणि फीसह लेखी कोटेशन देतो.',
      'कोटेशन, प्रस्ताव, प्रपोजल, टीम हवी, डेव्हलपर हवे, माणसे हवीत, अंदाज, quote, quotation, proposal, team up, estimate, developers havet',
      'प्रस्ताव मागवा',
    ],
    hindi: [
      'Team-Up Request भेजें: कौन से पद, कितने लोग, कितने समय के लिए और कब से (जैसे "6 महीने के लिए 3 React developers"). हम 24 घंटे में सवाल या कॉल का न्योता भेजते हैं, फिर स्कोप, टाइमलाइन और फीस के साथ लिखित कोटेशन देते हैं.',
      'कोटेशन, प्रस्ताव, प्रपोजल, टीम चाहिए, डेवलपर चाहिए, लोग चाहिए, अनुमान, quote, quotation, proposal, team up, estimate, developers chahiye',
      'प्रस्ताव मंगाएं',
    ],
  },
  'hiring-process': {
    marathi: [
      'पाच टप्पे: discovery call, तुमच्यासाठी योजना, पडताळलेली शॉर्टलिस्ट, onboarding आणि पुढचा सपोर्ट. उमेदवार talent identification, कौशल्य चाचणी, आत्मविश्वास वाढवणे आणि placement मधून मिळतात.',
      'भरती प्रक्रिया, प्रक्रिया, टप्पे, कसे काम करता, पद्धत, hiring process, process, steps, prakriya, kasa kam karta',
      'Custom Plan मिळवा',
    ],
    hindi: [
      'पांच कदम: discovery call, आपके लिए प्लान, जांची-परखी शॉर्टलिस्ट, onboarding और आगे का सपोर्ट. उम्मीदवार talent identification, स्किल टेस्ट, आत्मविश्वास बढ़ाने और placement से मिलते हैं.',
      'भर्ती प्रक्रिया, प्रोसेस, प्रक्रिया, स्टेप्स, कैसे काम करते हैं, तरीका, hiring process, process, steps, prakriya, kaise kaam karte',
      'Custom Plan पाएं',
    ],
  },
  'onboarding-time': {
    marathi: [
      'Onboarding ला 1 दिवसापासून 6 महिन्यांपर्यंत वेळ लागतो. तातडीची कंत्राटी गरज पुढच्या कामाच्या दिवशी सुरू होऊ शकते; वरिष्ठ, खास कौशल्याची किंवा मोठ्या संख्येची भरती आठवडे-महिन्यांत नियोजित होते.',
      'किती लवकर, किती दिवसात, ऑनबोर्डिंग, सुरुवात कधी, तातडीने, onboarding, how fast, urgent, kiti lavkar, kiti divsat',
      'FAQs उघडा',
    ],
    hindi: [
      'Onboarding में 1 दिन से 6 महीने तक लगते हैं. अर्जेंट कॉन्ट्रैक्ट ज़रूरत अगले कामकाजी दिन शुरू हो सकती है; सीनियर, खास स्किल या ज़्यादा संख्या वाली भर्ती हफ्तों-महीनों में प्लान होती है.',
      'कितनी जल्दी, कितने दिन में, ऑनबोर्डिंग, शुरुआत कब, अर्जेंट, onboarding, how fast, urgent, kitni jaldi, kitne din',
      'FAQs खोलें',
    ],
  },
  verification: {
    marathi: [
      'पडताळणीला 24–48 तास लागतात. प्रत्येक उमेदवाराची मुलाखत आणि कौशल्य चाचणी होते, आणि क्लायंटला भेटण्याआधी त्याची ओळख, शिक्षण आणि रेफरन्स तपासले जातात.',
      'पडताळणी, व्हेरिफिकेशन, तपासणी, बॅकग्राउंड चेक, verification, verify, background check, padtalni, tapasni',
      'FAQs उघडा',
    ],
    hindi: [
      'वेरिफिकेशन में 24–48 घंटे लगते हैं. हर उम्मीदवार का इंटरव्यू और स्किल टेस्ट होता है, और क्लाइंट से मिलने से पहले उसकी पहचान, पढ़ाई और रेफरेंस जांचे जाते हैं.',
      'वेरिफिकेशन, सत्यापन, जांच, बैकग्राउंड चेक, verification, verify, background check, janch',
      'FAQs खोलें',
    ],
  },
  pricing: {
    marathi: [
      'कायमस्वरूपी भरतीसाठी सहसा उमेदवार रुजू झाल्यावर एकदाच फी असते; कंत्राटी स्टाफ आणि टेक प्रोजेक्टचे बिल दरमहा किंवा टप्प्यानुसार होते. प्रत्येक प्रस्तावात काम सुरू होण्याआधी फी लेखी दिलेली असते.',
      'फी, फीस, किंमत, दर, चार्जेस, खर्च, किती पैसे, pricing, price, fees, fee, cost, charges, kimmat, dar, kharch, kiti paise',
      'प्रस्ताव मागवा',
    ],
    hindi: [
      'परमानेंट भर्ती में आमतौर पर उम्मीदवार के जॉइन करने पर एक बार फीस होती है; कॉन्ट्रैक्ट स्टाफ और टेक प्रोजेक्ट का बिल हर महीने या माइलस्टोन के हिसाब से बनता है. हर प्रस्ताव में काम शुरू होने से पहले फीस लिखित में होती है.',
      'फीस, फी, कीमत, दाम, रेट, चार्ज, खर्चा, खर्च, कितने पैसे, pricing, price, fees, fee, cost, charges, keemat, daam, rate, kharcha',
      'प्रस्ताव मंगाएं',
    ],
  },
  'payment-methods': {
    marathi: [
      'आम्ही UPI, RTGS, NEFT, रोख, चेक आणि डिमांड ड्राफ्ट स्वीकारतो. प्रत्येक पेमेंटसाठी GST invoice दिले जाते.',
      'पेमेंट, पैसे भरणे, भरणा, यूपीआय, रोख, कॅश, चेक, ड्राफ्ट, बिल, payment, pay, upi, cash, cheque, neft, rtgs, paise bharne',
      'FAQs उघडा',
    ],
    hindi: [
      'हम UPI, RTGS, NEFT, कैश, चेक और डिमांड ड्राफ्ट लेते हैं. हर पेमेंट का GST invoice दिया जाता है.',
      'पेमेंट, भुगतान, पैसे देना, यूपीआई, नकद, कैश, चेक, ड्राफ्ट, बिल, payment, pay, upi, cash, cheque, neft, rtgs, bhugtan',
      'FAQs खोलें',
    ],
  },
  subscriptions: {
    marathi: [
      'हो. सततच्या भरतीसाठी किंवा सपोर्टसाठी तुम्ही मासिक, तीन महिन्यांचे, सहा महिन्यांचे किंवा वार्षिक सबस्क्रिप्शन घेऊ शकता.',
      'सबस्क्रिप्शन, मासिक, वार्षिक, प्लॅन, दरमहा, subscription, monthly, yearly, plan, masik',
      'FAQs उघडा',
    ],
    hindi: [
      'हां. लगातार भर्ती या सपोर्ट के लिए आप मासिक, तीन महीने, छह महीने या सालाना सब्सक्रिप्शन ले सकते हैं.',
      'सब्सक्रिप्शन, मासिक, मंथली, सालाना, प्लान, हर महीने, subscription, monthly, yearly, plan, mahine',
      'FAQs खोलें',
    ],
  },
  refunds: {
    marathi: [
      'तुमच्या लेखी करारात वेगळे लिहिलेले नसेल तर फी परत मिळत नाही. रुजू झालेल्या उमेदवारांच्या बदलीची हमी करारात दिलेली असते.',
      'परतावा, रिफंड, पैसे परत, फी परत, refund, money back, paise parat, parat',
      'सेवेच्या अटी',
    ],
    hindi: [
      'आपके लिखित कॉन्ट्रैक्ट में अलग न लिखा हो तो फीस वापस नहीं होती. जॉइन किए उम्मीदवारों की बदली की गारंटी कॉन्ट्रैक्ट में दी होती है.',
      'रिफंड, पैसे वापस, फीस वापस, वापसी, refund, money back, paise wapas, wapas',
      'सेवा की शर्तें',
    ],
  },
  replacement: {
    marathi: [
      'तुमच्या account manager ला सांगा. काय चुकले ते आम्ही पाहतो, आणि करारात बदली कालावधी असेल तर कोणतीही जादा फी न घेता दुसरा उमेदवार पाठवतो.',
      'बदली, रिप्लेसमेंट, उमेदवार सोडून गेला, योग्य नाही, दुसरा उमेदवार, replacement, replace, left, not working out, badli',
      'FAQs उघडा',
    ],
    hindi: [
      'अपने account manager को बताएं. क्या गलत हुआ हम देखते हैं, और कॉन्ट्रैक्ट में बदली की अवधि हो तो बिना अतिरिक्त फीस के दूसरा उम्मीदवार भेजते हैं.',
      'बदली, रिप्लेसमेंट, उम्मीदवार छोड़ गया, ठीक नहीं, दूसरा उम्मीदवार, replacement, replace, left, not working out, badli',
      'FAQs खोलें',
    ],
  },
  'ip-ownership': {
    marathi: [
      'त्या कामाची invoices पूर्ण भरल्यावर तुमच्या मालकीचे होते. तोपर्यंत intellectual property आमच्याकडे राहते, असे आमच्या Terms of Service मध्ये आहे.',
      'मालकी, कोड कोणाचा, बौद्धिक संपदा, आयपी, कॉपीराइट, ownership, ip, intellectual property, copyright, source code, malki',
      'सेवेच्या अटी',
    ],
    hindi: [
      'उस काम के invoices पूरे भरने के बाद मालिकाना हक आपका होता है. तब तक intellectual property हमारे पास रहती है, जैसा हमारी Terms of Service में लिखा है.',
      'मालिकाना हक, कोड किसका, बौद्धिक संपदा, आईपी, कॉपीराइट, ownership, ip, intellectual property, copyright, source code, malik',
      'सेवा की शर्तें',
    ],
  },
  'account-manager': {
    marathi: [
      'प्रत्येक क्लायंटला तुमचा व्यवसाय ओळखणारा स्वतंत्र account manager मिळतो, आणि सक्रिय क्लायंटसाठी 24/7 सपोर्ट टीम असते.',
      'अकाउंट मॅनेजर, संपर्क व्यक्ती, कोण पाहणार, account manager, point of contact',
      'FAQs उघडा',
    ],
    hindi: [
      'हर क्लाइंट को आपका बिज़नेस समझने वाला अलग account manager मिलता है, और एक्टिव क्लाइंट के लिए 24/7 सपोर्ट टीम होती है.',
      'अकाउंट मैनेजर, संपर्क व्यक्ति, कौन देखेगा, account manager, point of contact',
      'FAQs खोलें',
    ],
  },
  'join-talent': {
    marathi: [
      'खाते उघडा, एक-वेळच्या कोडने तुमचा ई-मेल पडताळा, मग तुमची माहिती आणि रेझ्युमेसह talent application पूर्ण करा. आम्ही ते पाहून प्रशिक्षण, गिग, इंटर्नशिप किंवा नोकरीसाठी तुमच्याशी संपर्क करतो.',
      'नोकरी हवी, काम हवे, जॉब, जॉईन, टॅलेंट, अर्ज, उमेदवार, नोकरी शोधतोय, नोकरीसाठी नोंदणी, job, naukri, nokri, join, talent, apply, arj, kam pahije, job pahije',
      'Join as Talent',
    ],
    hindi: [
      'अकाउंट बनाएं, वन-टाइम कोड से अपना ई-मेल वेरिफाई करें, फिर अपनी जानकारी और रिज्यूमे के साथ talent application पूरा करें. हम उसे देखकर ट्रेनिंग, गिग, इंटर्नशिप या नौकरी के लिए आपसे संपर्क करते हैं.',
      'नौकरी चाहिए, काम चाहिए, जॉब, जुड़ना, जॉइन, टैलेंट, आवेदन, उम्मीदवार, नौकरी ढूंढ रहा, job, naukri, join, talent, apply, judna, kaam chahiye, job chahiye',
      'Join as Talent',
    ],
  },
  'open-roles': {
    marathi: [
      'आमचे क्लायंट ज्या ज्या पदांसाठी भरती करत आहेत ती सर्व job board वर आहेत, त्यांच्या विभाग, नोकरीचा प्रकार (full-time, part-time, contract, internship, micro-internship किंवा gig), कामाची पद्धत आणि ठिकाणासह. यादी शोधा आणि फिल्टर करा, पद उघडा आणि "Apply for this role" निवडा.',
      'रिक्त जागा, रिकाम्या जागा, जागा, व्हेकन्सी, ओपनिंग, उपलब्ध नोकऱ्या, जॉब लिस्ट, नोकऱ्या, पदे, vacancy, openings, open roles, jobs, job board, jaga, nokrya',
      'उपलब्ध पदे पाहा',
    ],
    hindi: [
      'हमारे क्लाइंट जिन-जिन पदों के लिए भर्ती कर रहे हैं वे सब job board पर हैं, उनके विभाग, नौकरी के प्रकार (full-time, part-time, contract, internship, micro-internship या gig), काम के तरीके और जगह के साथ. लिस्ट में सर्च और फिल्टर करें, पद खोलें और "Apply for this role" चुनें.',
      'खाली पद, खाली जगह, वैकेंसी, ओपनिंग, उपलब्ध नौकरियां, जॉब लिस्ट, नौकरियां, पद, vacancy, openings, open roles, jobs, job board, naukriyan',
      'खुले पद देखें',
    ],
  },
  eligibility: {
    marathi: [
      '18 किंवा त्याहून जास्त वयाचे कोणीही जॉईन करू शकतात: विद्यार्थी, नवे पदवीधर, करिअर ब्रेकनंतर परतणाऱ्या महिला, तरुण व्यावसायिक आणि फ्रीलान्सर. साइन-अप करण्यासाठी किमान 18 वर्षे वय हवे.',
      'पात्रता, वय, वयोमर्यादा, कोण जॉईन करू शकतं, १८, अठरा, विद्यार्थी, फ्रेशर, eligibility, age, eligible, who can join, vay, patrata',
      'आता नोंदणी करा',
    ],
    hindi: [
      '18 साल या उससे ज़्यादा उम्र का कोई भी जुड़ सकता है: छात्र, नए ग्रेजुएट, करियर ब्रेक के बाद लौट रही महिलाएं, युवा प्रोफेशनल्स और फ्रीलांसर. साइन-अप के लिए कम से कम 18 साल की उम्र चाहिए.',
      'योग्यता, पात्रता, उम्र, आयु, उम्र सीमा, कौन जुड़ सकता है, १८, अठारह, छात्र, फ्रेशर, eligibility, age, eligible, who can join, umar, umr',
      'अभी रजिस्टर करें',
    ],
  },
  'resume-upload': {
    marathi: [
      'talent application सोबत तुमचा रेझ्युमे PDF, DOC किंवा DOCX फाइल म्हणून, 5 MB पर्यंत अपलोड करा.',
      'रेझ्युमे, बायोडाटा, सीव्ही, अपलोड, फाइल, फॉरमॅट, पीडीएफ, resume, cv, biodata, upload, file, format, pdf, docx',
      'Join as Talent',
    ],
    hindi: [
      'talent application के साथ अपना रिज्यूमे PDF, DOC या DOCX फाइल के रूप में, 5 MB तक अपलोड करें.',
      'रिज्यूमे, रेज़्यूमे, बायोडाटा, सीवी, अपलोड, फाइल, फॉर्मेट, पीडीएफ, resume, cv, biodata, upload, file, format, pdf, docx',
      'Join as Talent',
    ],
  },
  'micro-internships': {
    marathi: [
      'आमच्या मायक्रो-इंटर्नशिप 4–12 आठवड्यांच्या असतात. प्रत्येकात ठरलेला प्रोजेक्ट, होस्ट कंपनीतील supervisor आणि शेवटी लेखी review असतो, जो रेफरन्स म्हणून वापरता येतो.',
      'मायक्रो इंटर्नशिप, इंटर्नशिप, इंटर्न, आठवडे, कालावधी, micro internship, internship, intern, weeks, aathavde',
      'Join as Talent',
    ],
    hindi: [
      'हमारी माइक्रो-इंटर्नशिप 4–12 हफ्ते की होती हैं. हर एक में तय प्रोजेक्ट, होस्ट कंपनी में एक supervisor और आखिर में लिखित review होता है, जिसे रेफरेंस के तौर पर इस्तेमाल कर सकते हैं.',
      'माइक्रो इंटर्नशिप, इंटर्नशिप, इंटर्न, हफ्ते, अवधि, micro internship, internship, intern, weeks, hafte',
      'Join as Talent',
    ],
  },
  'gig-pay': {
    marathi: [
      'पगार, वेळापत्रक आणि पेमेंटची पद्धत काम सुरू करण्याआधी तुमच्या assignment letter मध्ये लिहिलेली असते. बहुतेक पेमेंट UPI किंवा NEFT ने तुमच्या स्वतःच्या बँक खात्यात होते.',
      'गिग पगार, गिग पेमेंट, पैसे कधी मिळतात, मानधन, पेआउट, gig pay, payout, gig payment, paise kadhi, mandhan',
      'FAQs उघडा',
    ],
    hindi: [
      'पेमेंट, शेड्यूल और पेमेंट का तरीका काम शुरू करने से पहले आपके assignment letter में लिखा होता है. ज़्यादातर पेमेंट UPI या NEFT से आपके अपने बैंक खाते में होता है.',
      'गिग पेमेंट, गिग पैसा, पैसे कब मिलते हैं, मेहनताना, पेआउट, gig pay, payout, gig payment, paise kab',
      'FAQs खोलें',
    ],
  },
  training: {
    marathi: [
      'हो. कौशल्य चाचणीनंतर तुमच्या अपेक्षित पदासाठी लागणाऱ्या टूल्सचे आम्ही छोट्या sprints मध्ये प्रशिक्षण देतो, mentors, रेझ्युमे review आणि लेखी feedback सह mock interviews सोबत.',
      'प्रशिक्षण, ट्रेनिंग, शिकवता, कोर्स, कौशल्य, मॉक इंटरव्ह्यू, मुलाखत तयारी, mentor, training, course, skills, mock interview, prashikshan, shikavta',
      'करिअर मार्ग',
    ],
    hindi: [
      'हां. स्किल टेस्ट के बाद आपके लक्ष्य वाले पद के टूल्स की हम छोटे sprints में ट्रेनिंग देते हैं, mentors, रिज्यूमे review और लिखित feedback वाले mock interviews के साथ.',
      'ट्रेनिंग, प्रशिक्षण, सिखाते, कोर्स, स्किल, मॉक इंटरव्यू, इंटरव्यू तैयारी, mentor, training, course, skills, mock interview, sikhate',
      'करियर रास्ते',
    ],
  },
  'talent-process': {
    marathi: [
      'चार टप्पे: तुमची प्रोफाइल बनवा, कौशल्य चाचणी द्या, प्रशिक्षण आणि mentoring घ्या, मग पडताळलेल्या employer कडे placement. तुमची प्रोफाइल 24–48 तासांत पडताळली जाते.',
      'उमेदवार प्रक्रिया, टप्पे, पुढे काय, जॉईन केल्यावर, प्लेसमेंट, talent process, steps, placement, pudhe kay',
      'Join as Talent',
    ],
    hindi: [
      'चार कदम: अपनी प्रोफाइल बनाएं, स्किल टेस्ट दें, ट्रेनिंग और mentoring लें, फिर जांचे-परखे employer के यहां placement. आपकी प्रोफाइल 24–48 घंटे में वेरिफाई होती है.',
      'उम्मीदवार प्रक्रिया, स्टेप्स, आगे क्या, जुड़ने के बाद, प्लेसमेंट, talent process, steps, placement, aage kya',
      'Join as Talent',
    ],
  },
  safety: {
    marathi: [
      'प्रत्येक employer आणि पद तुम्हाला देण्याआधी पडताळले जाते, आणि पहिल्या मुलाखतीआधी कामाचे तास, पगार आणि ठिकाण लेखी दिले जाते. नोकरीसाठी आम्ही तुमच्याकडे कधीही पैसे मागत नाही, आणि काही चुकीचे वाटले तर placed उमेदवारांसाठी आमची सपोर्ट लाइन 24/7 आहे.',
      'सुरक्षित, सुरक्षा, फसवणूक, स्कॅम, पैसे मागितले, खरे आहे का, विश्वास, safe, safety, scam, fraud, fake, suraksha, fasavnuk',
      'विद्यार्थी आणि महिलांसाठी सुरक्षित संधी',
    ],
    hindi: [
      'हर employer और पद आपको देने से पहले जांचा जाता है, और पहले इंटरव्यू से पहले काम के घंटे, सैलरी और जगह लिखित में दी जाती है. नौकरी के लिए हम आपसे कभी पैसे नहीं मांगते, और कुछ गलत लगे तो placed उम्मीदवारों के लिए हमारी सपोर्ट लाइन 24/7 है.',
      'सुरक्षित, सुरक्षा, धोखा, स्कैम, फ्रॉड, पैसे मांगे, असली है क्या, भरोसा, safe, safety, scam, fraud, fake, dhokha, suraksha',
      'छात्रों और महिलाओं के लिए सुरक्षित अवसर',
    ],
  },
  'careers-at-ptw': {
    marathi: [
      'आमच्या Careers पानावर आमचे करिअर मार्ग (Return-to-Work Programs, Talent Accelerator, Mentorship & Upskilling), कंपनीतील जीवन आणि सुविधा आहेत: learning stipend, performance bonus आणि remote-first kit allowance. आमच्याकडील पदे अजून साइटवर नाहीत: talent network जॉईन करा, योग्य पद आले की आम्ही संपर्क करू.',
      'तुमच्या कंपनीत नोकरी, तुमच्याकडे काम, करिअर, कर्मचारी सुविधा, बोनस, careers, work with you, perks, bonus',
      'Careers',
    ],
    hindi: [
      'हमारे Careers पेज पर हमारे करियर रास्ते (Return-to-Work Programs, Talent Accelerator, Mentorship & Upskilling), कंपनी में काम का माहौल और सुविधाएं हैं: learning stipend, performance bonus और remote-first kit allowance. हमारे अपने पद अभी साइट पर नहीं हैं: talent network से जुड़ें, सही पद आने पर हम संपर्क करेंगे.',
      'आपकी कंपनी में नौकरी, आपके यहां काम, करियर, कर्मचारी सुविधाएं, बोनस, careers, work with you, perks, bonus',
      'Careers',
    ],
  },
  'contact-hours': {
    marathi: [
      'आमच्या ऑफिसची वेळ सोमवार – शुक्रवार, सकाळी 9 ते रात्री 9 (IST) आहे. placed उमेदवार आणि सक्रिय क्लायंटसाठी सपोर्ट लाइन 24/7 चालू असते.',
      'वेळ, कामाचे तास, ऑफिसची वेळ, कधी उघडे, शनिवार, रविवार, सुट्टी, timing, hours, office hours, open, saturday, sunday, vel, kadhi',
      'संपर्क करा',
    ],
    hindi: [
      'हमारे ऑफिस का समय सोमवार – शुक्रवार, सुबह 9 से रात 9 (IST) है. placed उम्मीदवारों और एक्टिव क्लाइंट के लिए सपोर्ट लाइन 24/7 चालू रहती है.',
      'समय, टाइमिंग, काम के घंटे, ऑफिस का समय, कब खुला, शनिवार, रविवार, छुट्टी, timing, hours, office hours, open, saturday, sunday, samay, kab',
      'संपर्क करें',
    ],
  },
  location: {
    marathi: [
      'आमचे ऑफिस Office 402, Riverside Business Bay, Baner Road, पुणे 411045, महाराष्ट्र येथे आहे. येण्याआधी +91 20 4860 1234 वर फोन करा, आम्हाला भेटून आनंद होईल.',
      'ऑफिस, पत्ता, ठिकाण, कुठे आहात, बाणेर, पुणे, भेटायला, address, office, location, baner, pune, patta, thikan, kuthe',
      'संपर्काची माहिती',
    ],
    hindi: [
      'हमारा ऑफिस Office 402, Riverside Business Bay, Baner Road, पुणे 411045, महाराष्ट्र में है. आने से पहले +91 20 4860 1234 पर कॉल करें, हमें आपसे मिलकर खुशी होगी.',
      'ऑफिस, पता, जगह, लोकेशन, कहां हैं, बाणेर, पुणे, मिलने आना, address, office, location, baner, pune, pata, jagah',
      'संपर्क की जानकारी',
    ],
  },
  'cities-remote': {
    marathi: [
      'आम्ही पुण्यात आहोत आणि मुंबई, बंगळुरूपासून लहान शहरांपर्यंत भारतभरातील क्लायंटसोबत काम करतो. टीम आणि उमेदवार ऑफिसमधून, hybrid किंवा पूर्ण remote काम करू शकतात: प्रत्येक पद पहिल्या मुलाखतीआधी ते सांगते.',
      'रिमोट, घरून काम, वर्क फ्रॉम होम, इतर शहर, मुंबई, बंगळुरू, हायब्रिड, remote, wfh, work from home, hybrid, other cities, mumbai, bangalore, gharun',
      'Join as Talent',
    ],
    hindi: [
      'हम पुणे में हैं और मुंबई, बेंगलुरु से लेकर छोटे शहरों तक पूरे भारत के क्लाइंट के साथ काम करते हैं. टीम और उम्मीदवार ऑफिस से, hybrid या पूरी तरह remote काम कर सकते हैं: हर पद पहले इंटरव्यू से पहले यह बताता है.',
      'रिमोट, घर से काम, वर्क फ्रॉम होम, दूसरे शहर, मुंबई, बेंगलुरु, हाइब्रिड, remote, wfh, work from home, hybrid, other cities, mumbai, bangalore, ghar se',
      'Join as Talent',
    ],
  },
  'phone-email': {
    marathi: [
      'आम्हाला +91 20 4860 1234 वर फोन करा किंवा hello@punetalentworks.in वर लिहा.',
      'फोन, फोन नंबर, मोबाईल, नंबर, ईमेल, ई-मेल, मेल, कॉल, व्हॉट्सॲप, phone, number, email, mail, call, whatsapp, mobile',
      'संपर्क करा',
    ],
    hindi: [
      'हमें +91 20 4860 1234 पर कॉल करें या hello@punetalentworks.in पर लिखें.',
      'फोन, फ़ोन, फोन नंबर, मोबाइल, नंबर, ईमेल, ई-मेल, मेल, कॉल, व्हाट्सएप, phone, number, email, mail, call, whatsapp, mobile',
      'संपर्क करें',
    ],
  },
  support: {
    marathi: [
      'placed उमेदवार आणि सक्रिय क्लायंटसाठी आमची सपोर्ट लाइन 24/7 आहे; इतरांना ऑफिसच्या वेळेत (सोमवार – शुक्रवार, सकाळी 9 ते रात्री 9 IST) उत्तर मिळते. या चॅटमध्ये Customer Care निवडून तुमचा ई-मेल द्या, आमचा माणूस उत्तर देईल, किंवा Contact पान वापरा.',
      'सपोर्ट, मदत, अडचण, तक्रार, समस्या, हेल्पलाइन, support, help, problem, complaint, madat, adchan, takrar',
      'संपर्क करा',
    ],
    hindi: [
      'placed उम्मीदवारों और एक्टिव क्लाइंट के लिए हमारी सपोर्ट लाइन 24/7 है; बाकी सबको ऑफिस के समय (सोमवार – शुक्रवार, सुबह 9 से रात 9 IST) में जवाब मिलता है. इस चैट में Customer Care चुनकर अपना ई-मेल दें, हमारी टीम का कोई जवाब देगा, या Contact पेज इस्तेमाल करें.',
      'सपोर्ट, मदद, दिक्कत, परेशानी, शिकायत, समस्या, हेल्पलाइन, support, help, problem, complaint, madad, dikkat, shikayat',
      'संपर्क करें',
    ],
  },
  'human-agent': {
    marathi: [
      'नक्कीच. खाली Customer Care निवडा आणि तुमचा ई-मेल द्या: आमच्या टीममधील कोणी उत्तर देईल. तुम्ही Contact पानावरून फोन करू शकता किंवा लिहू शकता.',
      'माणूस, व्यक्ती, खऱ्या माणसाशी, बोलायचे, एजंट, प्रतिनिधी, human, person, agent, real person, talk, bolayche, manus',
      'तज्ज्ञाशी बोला',
    ],
    hindi: [
      'ज़रूर. नीचे Customer Care चुनें और अपना ई-मेल दें: हमारी टीम का कोई जवाब देगा. आप Contact पेज से कॉल भी कर सकते हैं या लिख सकते हैं.',
      'इंसान, व्यक्ति, असली इंसान, बात करनी, एजेंट, प्रतिनिधि, human, person, agent, real person, talk, baat, insaan',
      'एक्सपर्ट से बात करें',
    ],
  },
  impact: {
    marathi: [
      '100+ उमेदवार प्रशिक्षित (यंदाच्या प्रशिक्षणार्थींपैकी 65% पुन्हा कामावर येणाऱ्या महिला), आम्ही placed केलेल्या career returners पैकी 70% महिला, 95% क्लायंट टिकून, 10+ स्टार्टअपची वाढ आणि 5+ उद्योगांना सेवा.',
      'आकडे, निकाल, परिणाम, किती लोक, यश, impact, numbers, figures, results, akde',
      'आमच्याबद्दल',
    ],
    hindi: [
      '100+ उम्मीदवार ट्रेन किए (इस साल के ट्रेनीज़ में 65% काम पर लौट रही महिलाएं), हमारे placed किए career returners में 70% महिलाएं, 95% क्लाइंट बने रहे, 10+ स्टार्टअप बढ़े और 5+ इंडस्ट्री को सेवा.',
      'आंकड़े, नतीजे, परिणाम, कितने लोग, सफलता, impact, numbers, figures, results, aankde',
      'हमारे बारे में',
    ],
  },
  'women-returners-figure': {
    marathi: [
      'आमच्या returners पैकी बहुतेक महिला आहेत: Careers पानावर 65%, जे आमच्या स्वतःच्या return-to-work मार्गातील लोक मोजते, आणि आमच्या आकड्यांत व केस स्टडीत 70%, जे आम्ही प्रशिक्षित आणि placed केलेले सर्व returners मोजतात.',
      'किती महिला, महिलांचे प्रमाण, टक्के, टक्केवारी, women percentage, how many women, share of women, takke',
      'Return-to-Work Program',
    ],
    hindi: [
      'हमारे returners में ज़्यादातर महिलाएं हैं: Careers पेज पर 65%, जो हमारे अपने return-to-work रास्ते के लोगों को गिनता है, और हमारे आंकड़ों व केस स्टडी में 70%, जो हमारे ट्रेन और placed किए सभी returners को गिनते हैं.',
      'कितनी महिलाएं, महिलाओं का हिस्सा, प्रतिशत, फीसदी, women percentage, how many women, share of women, pratishat',
      'Return-to-Work Program',
    ],
  },
  'case-study-students': {
    marathi: [
      'विद्यार्थ्यांना कौशल्य चाचणी आणि शिकण्याची योजना, पदानुसार प्रशिक्षण sprints, 4–12 आठवड्यांच्या मायक्रो-इंटर्नशिप, आणि mock interviews सह mentors मिळतात. आमची केस स्टडी निकाल दाखवते.',
      'विद्यार्थी, कॉलेज, शिकणारे, फ्रेशर, students, student, college, freshers, vidyarthi',
      'विद्यार्थ्यांची करिअर प्रगती',
    ],
    hindi: [
      'छात्रों को स्किल टेस्ट और सीखने का प्लान, पद के हिसाब से ट्रेनिंग sprints, 4–12 हफ्ते की माइक्रो-इंटर्नशिप, और mock interviews के साथ mentors मिलते हैं. हमारी केस स्टडी नतीजे दिखाती है.',
      'छात्र, विद्यार्थी, कॉलेज, पढ़ने वाले, फ्रेशर, students, student, college, freshers, chhatra',
      'छात्रों की करियर ग्रोथ',
    ],
  },
  privacy: {
    marathi: [
      'तुम्हाला काम जुळवून देण्यासाठी किंवा तुमच्या व्यवसायाला सेवा देण्यासाठी लागेल तेवढीच माहिती आम्ही घेतो, ती सुरक्षित ठेवतो, कधीही विकत नाही, आणि प्रायव्हसी पॉलिसीत सांगितल्याप्रमाणेच शेअर करतो. तुमचा डेटा पाहणे, दुरुस्त करणे किंवा हटवणे तुम्ही मागू शकता. प्रायव्हसी पॉलिसीत कुकीज, डेटा किती काळ ठेवतो, इतर साइटच्या लिंक, 18 वर्षांखालील व्यक्ती आणि भारताबाहेर हस्तांतरण हेही आहे.',
      'प्रायव्हसी, गोपनीयता, डेटा, माहिती सुरक्षित, वैयक्तिक माहिती, डेटा हटवा, कुकीज, privacy, data, personal data, delete my data, cookies, gopniyata, maza data',
      'प्रायव्हसी पॉलिसी',
    ],
    hindi: [
      'आपको काम से मिलाने या आपके बिज़नेस की सेवा के लिए जितनी जानकारी ज़रूरी है उतनी ही हम लेते हैं, उसे सुरक्षित रखते हैं, कभी नहीं बेचते, और प्राइवेसी पॉलिसी में बताए तरीके से ही शेयर करते हैं. आप अपना डेटा देखने, सुधारने या हटाने के लिए कह सकते हैं. प्राइवेसी पॉलिसी में कुकीज़, डेटा कितने समय रखते हैं, दूसरी साइट के लिंक, 18 साल से कम उम्र के लोग और भारत के बाहर ट्रांसफर भी है.',
      'प्राइवेसी, गोपनीयता, डेटा, जानकारी सुरक्षित, निजी जानकारी, डेटा हटाओ, कुकीज़, privacy, data, personal data, delete my data, cookies, gopniyata, mera data',
      'प्राइवेसी पॉलिसी',
    ],
  },
  terms: {
    marathi: [
      'आमच्या अटींनुसार वापरकर्ते 18 किंवा त्याहून जास्त वयाचे हवेत; लेखी करारात वेगळे नसेल तर फी परत मिळत नाही; पूर्ण पेमेंट होईपर्यंत intellectual property आमच्याकडे राहते; कोणतीही बाजू लेखी नोटीस देऊन काम थांबवू शकते; भारतीय कायदा लागू, न्यायालय पुण्यात.',
      'अटी, नियम, अटी व शर्ती, करार, कायदा, terms, conditions, rules, terms of service, ati, niyam',
      'सेवेच्या अटी',
    ],
    hindi: [
      'हमारी शर्तों के अनुसार यूज़र 18 साल या उससे ज़्यादा के होने चाहिए; लिखित कॉन्ट्रैक्ट में अलग न हो तो फीस वापस नहीं होती; पूरा पेमेंट होने तक intellectual property हमारे पास रहती है; कोई भी पक्ष लिखित नोटिस देकर काम खत्म कर सकता है; भारतीय कानून लागू, अदालत पुणे में.',
      'शर्तें, नियम, नियम और शर्तें, कॉन्ट्रैक्ट, कानून, terms, conditions, rules, terms of service, sharten, niyam',
      'सेवा की शर्तें',
    ],
  },
}
